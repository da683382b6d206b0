import { InfoEdit } from '@/components/info-edit'
import { PageLayout } from '@/components/page-layout'
import { LIMITS, checkQQ } from '@common/rules/validation'

/** Changes the learner's QQ号码. */
export default function UserQQPage() {
  return (
    <PageLayout route="userQQ">
      <InfoEdit
        field="qq"
        label="QQ号码"
        placeholder="请输入QQ号码"
        hint="至少5位数字，便于班主任联系您"
        check={checkQQ}
        maxLength={LIMITS.qqMax}
        type="number"
      />
    </PageLayout>
  )
}
