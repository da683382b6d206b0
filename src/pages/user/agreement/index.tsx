import { LegalDocumentPage } from '@/components/legal-document'
import { userAgreement } from '@/constants/legal/agreement'

/** /user/agreement: the school's 用户协议, agreed to on every login and register form. */
export default function UserAgreementPage() {
  return <LegalDocumentPage route="userAgreement" document={userAgreement} />
}
