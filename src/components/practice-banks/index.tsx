import { View } from '@tarojs/components'
import { RouteLink } from '../route-link'
import './index.scss'

/** spec §2: the practice question-banks block: junior, intermediate and accountant (CPA). */
const BANKS = [
  { examId: 5617, name: '初级会计职称', tip: '实务 + 经济法' },
  { examId: 216, name: '中级会计职称', tip: '三科章节练习' },
  { examId: 7652, name: '注册会计师', tip: '六科万题库' },
] as const

export function PracticeBanks() {
  return (
    <View className="practice-banks">
      <View className="practice-banks__title" role="heading" aria-level={2}>
        题库练习
      </View>
      <View className="practice-banks__list">
        {BANKS.map((bank) => (
          <RouteLink
            key={bank.examId}
            to="testHomeByExam"
            args={[{ examId: bank.examId }]}
            className="practice-banks__item"
          >
            <View className="practice-banks__name">{bank.name}</View>
            <View className="practice-banks__tip">{bank.tip}</View>
          </RouteLink>
        ))}
      </View>
    </View>
  )
}
