import { InfoEdit } from '@/components/info-edit'
import { PageLayout } from '@/components/page-layout'
import { LIMITS, checkChineseName } from '@common/rules/validation'

/** Changes the learner's 真实姓名. */
export default function UserNamePage() {
  return (
    <PageLayout route="userName">
      <InfoEdit
        field="name"
        label="真实姓名"
        placeholder="请输入真实姓名"
        hint="请填写2-6个汉字的真实姓名，用于证书与发票"
        check={checkChineseName}
        maxLength={LIMITS.chineseNameMax}
        type="text"
      />
    </PageLayout>
  )
}
