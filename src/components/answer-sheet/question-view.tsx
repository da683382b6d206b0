import { Button } from '@nutui/nutui-react-taro'
import type { AnswerPayload, AnswerSaved } from '@common/contracts/practice'
import { Textarea, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { questionTypeName, type Unit } from '@/utils/practice'
import { ChoiceOptions } from './choice-options'
import { EntryEditor } from './entry-editor'
import { useClearedAnswer, useDraftSave, type DraftRegistry } from './use-draft-save'
import { MaterialPanel } from './material-panel'

interface QuestionViewProps {
  unit: Unit
  total: number
  answer: AnswerPayload | undefined
  /** Practice mode: what the server said of the answer. */
  feedback: AnswerSaved | undefined
  /** 背题: the right answer shown without answering. */
  showAnswer: boolean
  disabled: boolean
  /**
   * Practice mode: a 多选 or 不定项 answer is judged when the learner confirms it, not at the
   * first option tapped.
   */
  confirmChoices?: boolean
  /** Exam mode: a written answer or 会计分录 is saved as it is typed. */
  autosave?: boolean
  /** Exam mode: the answer taken back (a written one emptied, 分录 lines all removed). */
  onClear?: () => void
  /** Exam mode: where the draft's flush goes, for the page to send before handing in. */
  registerDraft?: DraftRegistry
  onAnswer: (payload: AnswerPayload) => void
  /** The attempt screen: a case's material pinned above its sub-questions, resizable. */
  material?: { height: number | null; onResize: (height: number) => void }
}

const MANY = ['multiple', 'indefinite']

function TextAnswer({
  initial,
  number,
  disabled,
  autosave,
  onSave,
  onClear,
  registerDraft,
}: {
  initial: string
  number: boolean
  disabled: boolean
  autosave: boolean
  onSave: (text: string) => void
  onClear?: () => void
  registerDraft?: DraftRegistry
}) {
  const [text, setText] = useState(initial)
  // Exam mode: text emptied by hand is an answer taken back.
  const draft = useDraftSave(text, {
    enabled: autosave && !disabled,
    ready: text.trim() !== '' || onClear !== undefined,
    save: (value) => (value.trim() === '' ? onClear?.() : onSave(value)),
  })
  useClearedAnswer(initial === '', () => {
    setText('')
    draft.saved('')
  })
  useEffect(() => {
    registerDraft?.(draft.flush)
    return () => registerDraft?.(null)
  }, [registerDraft, draft.flush])
  return (
    <View className="text-answer">
      <Textarea
        className="text-answer__input"
        placeholder={number ? '请输入计算结果（数字）' : '请输入你的答案'}
        aria-label="作答"
        value={text}
        disabled={disabled}
        maxlength={2000}
        onInput={(event) => setText(event.detail.value)}
      />
      <Button
        size="small"
        type="primary"
        disabled={disabled || text.trim() === ''}
        onClick={() => {
          onSave(text)
          draft.saved(text)
        }}
      >
        保存答案
      </Button>
    </View>
  )
}

/** One question of the attempt: its case or material text, the question, the way to answer. */
export function QuestionView({
  unit,
  total,
  answer,
  feedback,
  showAnswer,
  disabled,
  confirmChoices = false,
  autosave = false,
  onClear,
  registerDraft,
  onAnswer,
  material,
}: QuestionViewProps) {
  const { question, parent } = unit
  const kind = questionTypeName(question.type)
  const reveal =
    feedback?.correctOptionIds ?? (showAnswer ? (question.correctOptionIds ?? null) : null)
  const analysis = feedback?.analysis ?? (showAnswer ? question.analysis : undefined)
  const drafting = confirmChoices && MANY.includes(question.type) && feedback === undefined
  const [draft, setDraft] = useState<number[]>(answer?.optionIds ?? [])
  return (
    <View className="question-view">
      {parent && material ? (
        <MaterialPanel
          title={parent.title}
          stem={parent.stem}
          height={material.height}
          onResize={material.onResize}
        />
      ) : parent ? (
        <View className="question-view__material" aria-label={parent.title || '案例资料'}>
          {parent.title ? <View className="question-view__section">{parent.title}</View> : null}
          {parent.stem}
        </View>
      ) : null}
      <View className="question-view__head">
        第{unit.number}/{total}题 · {kind} · {question.score}分
      </View>
      <View className="question-view__stem" role="heading" aria-level={2}>
        {question.stem}
        {question.unit ? `（单位：${question.unit}）` : ''}
      </View>
      {question.options.length > 0 ? (
        <>
          <ChoiceOptions
            key={question.id}
            question={question}
            chosen={drafting ? draft : (answer?.optionIds ?? [])}
            reveal={reveal}
            disabled={disabled || feedback !== undefined}
            onChoose={(optionIds) => (drafting ? setDraft(optionIds) : onAnswer({ optionIds }))}
          />
          {drafting ? (
            <Button
              size="small"
              type="primary"
              disabled={disabled || draft.length === 0}
              onClick={() => onAnswer({ optionIds: draft })}
            >
              确认答案
            </Button>
          ) : null}
        </>
      ) : question.type === 'entry' ? (
        <EntryEditor
          key={question.id}
          lines={answer?.entries ?? []}
          disabled={disabled}
          autosave={autosave}
          onClear={onClear}
          registerDraft={registerDraft}
          onSave={(entries) => onAnswer({ entries })}
        />
      ) : (
        <TextAnswer
          key={question.id}
          initial={answer?.text ?? ''}
          number={question.type === 'number'}
          disabled={disabled}
          autosave={autosave}
          onClear={onClear}
          registerDraft={registerDraft}
          onSave={(text) => onAnswer({ text })}
        />
      )}
      {feedback && feedback.correct !== undefined && feedback.correct !== null ? (
        <View
          className={`question-view__verdict question-view__verdict--${feedback.correct ? 'right' : 'wrong'}`}
          role="status"
        >
          {feedback.correct ? '回答正确' : '回答错误'}
        </View>
      ) : null}
      {analysis !== undefined ? (
        <View className="question-view__analysis">
          <View className="question-view__analysis-title">解析</View>
          {showAnswer && question.modelAnswer && question.options.length === 0 ? (
            <View className="question-view__model">参考答案：{question.modelAnswer}</View>
          ) : null}
          {analysis}
        </View>
      ) : null}
    </View>
  )
}
