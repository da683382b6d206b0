import type { ReportQuestion } from '@common/contracts/practice'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import {
  givenAnswerText,
  optionLetters,
  questionTypeName,
  selfMarkSteps,
  type Unit,
} from '@/utils/practice'
import { ChoiceOptions } from './choice-options'

/** How a question went, in the review. */
export function verdictOf(question: ReportQuestion): string {
  if (question.needsMarking) return '待自评'
  if (question.yourOptionIds.length === 0 && question.yourText === '') return '未作答'
  if (question.selfMarks !== null && question.selfMarks !== undefined) return '已自评'
  if (question.earned >= question.score) return '正确'
  return question.earned > 0 ? '部分正确' : '错误'
}

/** A question 错题解析 shows: answered wrong or partly, or left unanswered. */
export function isMissed(question: ReportQuestion): boolean {
  return ['错误', '部分正确', '未作答'].includes(verdictOf(question))
}

/** 自评: the learner's marks for a written answer, against the model answer above it. */
function SelfMark({
  question,
  onMark,
}: {
  question: ReportQuestion
  onMark: (earned: number) => void
}) {
  return (
    <View className="report__marking" role="radiogroup" aria-label="自评打分">
      <View className="report__marking-label">
        {question.selfMarks === null ? '对照参考答案，给自己打分：' : '修改自评：'}
      </View>
      {selfMarkSteps(question.score).map((step) => (
        <View
          key={step}
          role="radio"
          aria-checked={question.selfMarks === step}
          {...FOCUSABLE}
          {...keyActivation(() => onMark(step))}
          className={`report__mark${question.selfMarks === step ? ' report__mark--on' : ''}`}
          onClick={() => onMark(step)}
        >
          {step}分
        </View>
      ))}
    </View>
  )
}

interface ReportReviewProps {
  questions: ReportQuestion[]
  /** The attempt's questions by id (stems, options, case text), when known. */
  units: Map<number, Unit>
  mostMissed: number[]
  onMark: (questionId: number, earned: number) => void
  /** Extra content under each question (the discussion). */
  footer?: (questionId: number) => React.ReactNode
  /** Only the wrong ones (错题解析); numbers stay the paper's. */
  wrongOnly?: boolean
}

/** The report's 易错题 and the review of every question: your answer, the right one, 解析. */
export function ReportReview({
  questions,
  units,
  mostMissed,
  onMark,
  footer,
  wrongOnly = false,
}: ReportReviewProps) {
  const numberOf = new Map(questions.map((question, index) => [question.id, index + 1]))
  const missed = mostMissed.filter((id) => numberOf.has(id))
  return (
    <>
      {missed.length > 0 ? (
        <View className="report__groups">
          <View className="report__title" role="heading" aria-level={2}>
            易错题（全体考生错得最多）
          </View>
          {missed.map((id) => (
            <View key={id} className="report__group">
              <View className="report__group-name">第{numberOf.get(id)}题</View>
              <View className="report__group-figures report__stem--brief">
                {units.get(id)?.question.stem ?? ''}
              </View>
            </View>
          ))}
        </View>
      ) : null}
      <View className="report__title" role="heading" aria-level={2}>
        逐题解析
      </View>
      {questions.map((question, index) => {
        if (wrongOnly && !isMissed(question)) return null
        const unit = units.get(question.id)
        const kind = questionTypeName(question.type)
        const given = givenAnswerText(unit?.question, question.yourOptionIds, question.yourText)
        return (
          <View
            key={question.id}
            id={`report-q-${question.id}`}
            className="report__question"
            aria-label={`第${index + 1}题`}
          >
            <View className="report__question-head">
              第{index + 1}题{kind ? ` · ${kind}` : ''} · {verdictOf(question)} · {question.earned}/
              {question.score}分
            </View>
            {unit?.parent ? <View className="report__material">{unit.parent.stem}</View> : null}
            {unit ? <View className="report__stem">{unit.question.stem}</View> : null}
            {unit && unit.question.options.length > 0 ? (
              <ChoiceOptions
                question={unit.question}
                chosen={question.yourOptionIds}
                reveal={question.correctOptionIds}
                disabled
                onChoose={() => undefined}
              />
            ) : null}
            <View className="report__answers">
              你的答案：{given || '未作答'}
              {question.correctOptionIds.length > 0
                ? ` · 正确答案：${optionLetters(unit?.question, question.correctOptionIds)}`
                : ''}
            </View>
            {question.modelAnswer && question.correctOptionIds.length === 0 ? (
              <View className="report__analysis">参考答案：{question.modelAnswer}</View>
            ) : null}
            <View className="report__analysis">{question.analysis}</View>
            {question.type === 'text' && given ? (
              <SelfMark question={question} onMark={(earned) => onMark(question.id, earned)} />
            ) : null}
            {footer?.(question.id)}
          </View>
        )
      })}
    </>
  )
}
