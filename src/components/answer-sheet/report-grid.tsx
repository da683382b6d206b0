import type { ReportQuestion } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import type { Unit } from '@/utils/practice'
import { CardGroups, CardLegend } from './card-groups'
import { verdictOf } from './report-review'

const VERDICT_CLASS: Record<string, string> = {
  正确: 'right',
  已自评: 'right',
  错误: 'wrong',
  部分正确: 'partial',
  未作答: 'blank',
  待自评: 'marking',
}

const LEGEND = [
  { key: 'right', name: '正确' },
  { key: 'wrong', name: '错误' },
  { key: 'partial', name: '部分正确' },
  { key: 'blank', name: '未答' },
]

interface ReportGridProps {
  questions: ReportQuestion[]
  /** The attempt's questions in paper order (for 题型 and numbers). */
  units: Unit[]
  onOpen: (questionId: number) => void
}

/** The report's 答题情况: every question by 题型, right or wrong at a glance; a tap opens its 解析. */
export function ReportGrid({ questions, units, onOpen }: ReportGridProps) {
  const byId = new Map(questions.map((question) => [question.id, question]))
  return (
    <View className="report__groups">
      <View className="report__title" role="heading" aria-level={2}>
        答题情况
      </View>
      <CardLegend
        entries={LEGEND.map((entry) => ({
          swatch: `report-grid__swatch report-grid__swatch--${entry.key}`,
          name: entry.name,
        }))}
      />
      <CardGroups
        units={units}
        cell={(unit) => {
          const question = byId.get(unit.question.id)
          if (!question) return null
          const verdict = verdictOf(question)
          return (
            <View
              key={unit.question.id}
              role="button"
              {...FOCUSABLE}
              {...keyActivation(() => onOpen(unit.question.id))}
              aria-label={`第${unit.number}题，${verdict}`}
              className={`answer-card__item report-grid__item--${VERDICT_CLASS[verdict] ?? 'blank'}`}
              onClick={() => onOpen(unit.question.id)}
            >
              {unit.number}
            </View>
          )
        }}
      />
    </View>
  )
}
