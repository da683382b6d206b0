import type { MyBank } from '@common/contracts/user-centre'
import { Progress } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { RouteLink } from '@/components/route-link'
import { SchoolImage } from '@/components/school-image'
import { validityText } from '@/utils/user-centre'

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
          <View
            className={`my-study__badge ${bank.expired || !bank.activated ? 'my-study__badge--off' : ''}`}
          >
            {validity}
          </View>
        </View>
        <View className="my-study__progress">
          <Progress className="my-study__bar" percent={bank.progress} strokeWidth="4" />
          已做 {bank.questionsDone}/{bank.questionsTotal} 题
        </View>
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
