import type { MyBank } from '@common/contracts/user-centre'
import { View } from '@tarojs/components'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { validityText } from '@/utils/user-centre'
import { ProgressLine, ValidityBadge } from './row-parts'

/**
 * A bank in 我的课程: its title, questions answered, validity, and 去做题 (a bank is practised,
 * not studied), which opens that subject's bank home.
 */
export function BankItem({ bank }: { bank: MyBank }) {
  const validity = validityText(bank)
  const args = [{ examId: bank.examId, subjectId: bank.subjectId }] as const
  return (
    <View role="listitem" className="my-study my-study--bank">
      <View className="my-study__cover">
        <SchoolImage src={bank.cover} alt="" width={400} height={300} />
      </View>
      <View className="my-study__body">
        <View className="my-study__title">{bank.title}</View>
        <View className="my-study__line">
          题库
          <ValidityBadge held={bank} />
        </View>
        <ProgressLine percent={bank.progress}>
          已做 {bank.questionsDone}/{bank.questionsTotal} 题
        </ProgressLine>
        <RouteLink
          to="testHome"
          args={[...args]}
          className="my-study__go"
          label={`去做题：${bank.title}，已做 ${bank.questionsDone}/${bank.questionsTotal} 题，${validity}`}
        >
          去做题
        </RouteLink>
      </View>
    </View>
  )
}
