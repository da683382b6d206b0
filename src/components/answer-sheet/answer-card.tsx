import { Popup } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import type { Unit } from '@/utils/practice'
import { CardGroups, CardLegend } from './card-groups'

interface AnswerCardProps {
  visible: boolean
  units: Unit[]
  current: number
  answered: (questionId: number) => boolean
  flagged: (questionId: number) => boolean
  onGo: (index: number) => void
  onClose: () => void
}

type CardState = 'answered' | 'unanswered' | 'flagged'

const STATE_NAMES: Record<CardState, string> = {
  answered: '已作答',
  unanswered: '未作答',
  flagged: '已标记',
}

const LEGEND: { key: string; name: string }[] = [
  { key: 'answered', name: '已答' },
  { key: 'unanswered', name: '未答' },
  { key: 'flagged', name: '标记' },
  { key: 'current', name: '当前' },
]

/**
 * The 答题卡: a sheet from the bottom with every question by 题型, each answered, unanswered or
 * flagged (colour, and a corner mark for flagged) and the current one ringed, with a legend.
 */
export function AnswerCard({
  visible,
  units,
  current,
  answered,
  flagged,
  onGo,
  onClose,
}: AnswerCardProps) {
  const done = units.filter((unit) => answered(unit.question.id)).length
  return (
    <Popup
      visible={visible}
      position="bottom"
      round
      className="answer-card-sheet"
      onClose={onClose}
    >
      <View className="answer-card" role="navigation" aria-label="答题卡">
        <View className="answer-card__head">
          <View className="answer-card__title" role="heading" aria-level={2}>
            答题卡
          </View>
          <View className="answer-card__summary">
            已答 {done} / 共 {units.length} 题
          </View>
          <View
            className="answer-card__close"
            {...BUTTON_ROLE}
            {...FOCUSABLE}
            {...keyActivation(onClose)}
            onClick={onClose}
          >
            关闭
          </View>
        </View>
        <CardLegend
          entries={LEGEND.map((entry) => ({
            swatch: `answer-card__swatch answer-card__swatch--${entry.key}`,
            name: entry.name,
          }))}
        />
        <CardGroups
          units={units}
          cell={(unit, index) => {
            const id = unit.question.id
            const state: CardState = flagged(id)
              ? 'flagged'
              : answered(id)
                ? 'answered'
                : 'unanswered'
            return (
              <View
                key={id}
                role="button"
                {...FOCUSABLE}
                {...keyActivation(() => onGo(index))}
                aria-label={`第${unit.number}题，${STATE_NAMES[state]}`}
                aria-current={index === current ? 'true' : undefined}
                className={`answer-card__item answer-card__item--${state}${index === current ? ' answer-card__item--current' : ''}`}
                onClick={() => onGo(index)}
              >
                {unit.number}
              </View>
            )
          }}
        />
      </View>
    </Popup>
  )
}
