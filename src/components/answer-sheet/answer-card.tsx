import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import type { Unit } from '@/utils/practice'

interface AnswerCardProps {
  units: Unit[]
  current: number
  answered: (questionId: number) => boolean
  flagged: (questionId: number) => boolean
  onGo: (index: number) => void
}

/** The 机考 navigator: every question, answered, unanswered (*) or flagged (?). */
export function AnswerCard({ units, current, answered, flagged, onGo }: AnswerCardProps) {
  return (
    <View className="answer-card" role="navigation" aria-label="答题卡">
      {units.map((unit, index) => {
        const id = unit.question.id
        const state = flagged(id) ? 'flagged' : answered(id) ? 'answered' : 'unanswered'
        const label = { flagged: '已标记', answered: '已作答', unanswered: '未作答' }[state]
        return (
          <View
            key={id}
            role="button"
            {...FOCUSABLE}
            {...keyActivation(() => onGo(index))}
            aria-label={`第${unit.number}题，${label}`}
            aria-current={index === current ? 'true' : undefined}
            className={`answer-card__item answer-card__item--${state}${index === current ? ' answer-card__item--current' : ''}`}
            onClick={() => onGo(index)}
          >
            {unit.number}
            {state === 'flagged' ? '?' : state === 'unanswered' ? '*' : ''}
          </View>
        )
      })}
    </View>
  )
}
