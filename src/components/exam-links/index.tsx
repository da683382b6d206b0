import { View } from '@tarojs/components'
import { EXAMS } from '@/constants/exams'
import { RouteLink } from '../route-link'
import './index.scss'

/** The four exams of the school (spec §3 exam options), each opening its question bank. */
export function ExamLinks({ heading }: { heading: string }) {
  return (
    <View className="exam-links">
      <View className="exam-links__heading" role="heading" aria-level={2}>
        {heading}
      </View>
      <View className="exam-links__grid">
        {EXAMS.map((exam) => (
          <RouteLink
            key={exam.id}
            to="testHomeByExam"
            args={[{ examId: exam.id }]}
            className="exam-links__item"
          >
            {exam.name}
          </RouteLink>
        ))}
      </View>
    </View>
  )
}
