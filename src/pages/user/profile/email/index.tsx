import { InfoEdit } from '@/components/info-edit'
import { PageLayout } from '@/components/page-layout'
import { LIMITS, checkEmail } from '@common/rules/validation'

/** Changes the learner's 邮箱. */
export default function UserEmailPage() {
  return (
    <PageLayout route="userEmail">
      <InfoEdit
        field="email"
        label="邮箱"
        placeholder="请输入邮箱"
        hint="用于接收学习资料与通知"
        check={checkEmail}
        maxLength={LIMITS.emailMax}
        type="text"
      />
    </PageLayout>
  )
}
