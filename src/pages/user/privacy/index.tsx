import { LegalDocumentPage } from '@/components/legal-document'
import { privacyPolicy } from '@/constants/legal/privacy'

/** /user/privacy: the school's 隐私政策, agreed to on every login and register form. */
export default function UserPrivacyPage() {
  return <LegalDocumentPage route="userPrivacy" document={privacyPolicy} />
}
