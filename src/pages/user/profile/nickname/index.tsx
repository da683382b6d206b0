import { InfoEdit } from '@/components/info-edit'
import { PageLayout } from '@/components/page-layout'
import { LIMITS, checkNickname } from '@common/rules/validation'

/** Changes the learner's 昵称. */
export default function UserNicknamePage() {
  return (
    <PageLayout route="userNickname">
      <InfoEdit
        field="nickname"
        label="昵称"
        placeholder="请输入昵称"
        hint="2-15个字符，可用中英文、数字、下划线、空格和@"
        check={checkNickname}
        maxLength={LIMITS.nicknameMax}
        type="text"
      />
    </PageLayout>
  )
}
