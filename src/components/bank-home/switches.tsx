import { ActionSheet } from '@nutui/nutui-react-taro'
import { View } from '@tarojs/components'
import { useState } from 'react'
import { BUTTON_ROLE, FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { EXAMS } from '@common/constants/exams'

interface ExamSwitchProps {
  examId: number
  onSwitch: (examId: number) => void
}

/** spec §2: the four exam types, one tap to switch. */
export function ExamSwitch({ examId, onSwitch }: ExamSwitchProps) {
  return (
    <View className="bank-exams" role="tablist" aria-label="考试类型">
      {EXAMS.map((exam) => (
        <View
          key={exam.id}
          role="tab"
          aria-selected={exam.id === examId}
          {...FOCUSABLE}
          {...keyActivation(() => exam.id !== examId && onSwitch(exam.id))}
          className={`bank-exams__item${exam.id === examId ? ' bank-exams__item--active' : ''}`}
          onClick={() => exam.id !== examId && onSwitch(exam.id)}
        >
          {exam.name}
        </View>
      ))}
    </View>
  )
}

interface ChoiceSheetProps<T> {
  label: string
  current: string
  title: string
  choices: { value: T; name: string }[]
  onChoose: (value: T) => void
}

/** A button showing the current choice that opens an action sheet of the others. */
export function ChoiceSheet<T>({ label, current, title, choices, onChoose }: ChoiceSheetProps<T>) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <View
        {...BUTTON_ROLE}
        {...FOCUSABLE}
        {...keyActivation(() => setOpen(true))}
        aria-label={`${label}：${current}`}
        className="bank-choice"
        onClick={() => setOpen(true)}
      >
        <View className="bank-choice__label">{label}</View>
        <View className="bank-choice__value">{current}</View>
      </View>
      <ActionSheet
        visible={open}
        title={title}
        options={choices.map((choice) => ({ name: choice.name }))}
        cancelText="取消"
        onSelect={(_item, index) => {
          setOpen(false)
          const choice = choices[index]
          if (choice && choice.name !== current) onChoose(choice.value)
        }}
        onCancel={() => setOpen(false)}
        onClose={() => setOpen(false)}
      />
    </>
  )
}
