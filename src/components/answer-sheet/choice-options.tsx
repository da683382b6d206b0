import type { PracticeQuestion } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { toggleOption } from '@/utils/practice'

const LETTERS = 'ABCDEFGH'

interface ChoiceOptionsProps {
  question: PracticeQuestion
  chosen: number[]
  /** The right options, when they may be shown (practice feedback, 背题). */
  reveal: number[] | null
  disabled: boolean
  onChoose: (optionIds: number[]) => void
}

/** 单选, 多选, 判断, 不定项: options lettered A, B, C…; multiple ones toggle. */
export function ChoiceOptions({
  question,
  chosen,
  reveal,
  disabled,
  onChoose,
}: ChoiceOptionsProps) {
  const single = question.type === 'single' || question.type === 'judge'
  return (
    <View
      className="answer-options"
      role={single ? 'radiogroup' : 'group'}
      aria-label={single ? '选项（单选）' : '选项（可多选）'}
    >
      {question.options.map((option, index) => {
        const selected = chosen.includes(option.id)
        const right = reveal?.includes(option.id) ?? false
        const choose = () => !disabled && onChoose(toggleOption(question.type, chosen, option.id))
        const state = reveal
          ? right
            ? ' answer-option--right'
            : selected
              ? ' answer-option--wrong'
              : ''
          : ''
        return (
          <View
            key={option.id}
            role={single ? 'radio' : 'checkbox'}
            aria-checked={selected}
            aria-disabled={disabled}
            {...FOCUSABLE}
            {...keyActivation(choose)}
            className={`answer-option${selected ? ' answer-option--selected' : ''}${state}`}
            onClick={choose}
          >
            <View className="answer-option__letter">{LETTERS[index]}</View>
            <View className="answer-option__text">{option.text}</View>
          </View>
        )
      })}
    </View>
  )
}
