import type { AnswerPayload, PracticeQuestion } from '@common/contracts/practice'
import { QUESTION_KIND_NAMES, type QuestionKind } from '@common/constants/exam-structures'
import { durationText } from './time-text'

/** Names of the parts of material questions that are not choices. */
const PART_NAMES: Record<string, string> = { number: '计算题', text: '简答', entry: '会计分录' }

/** A question type as learners read it: 单选题…, 计算题, 简答, 会计分录; '' when unknown. */
export function questionTypeName(type: string): string {
  return QUESTION_KIND_NAMES[type as QuestionKind] ?? PART_NAMES[type] ?? ''
}

/** A question a learner answers, with the case or material text it belongs to. */
export interface Unit {
  question: PracticeQuestion
  parent: PracticeQuestion | null
  /** 1-based number on the answer card. */
  number: number
}

/** The answer card's sections: runs of questions of one 题型 (a material section by its name). */
export function cardGroups(
  units: Unit[],
): { name: string; entries: { unit: Unit; index: number }[] }[] {
  const groups: { name: string; entries: { unit: Unit; index: number }[] }[] = []
  units.forEach((unit, index) => {
    const name =
      (unit.parent ? unit.parent.title || questionTypeName(unit.parent.type) : '') ||
      questionTypeName(unit.question.type) ||
      '其他'
    const last = groups[groups.length - 1]
    if (last && last.name === name) last.entries.push({ unit, index })
    else groups.push({ name, entries: [{ unit, index }] })
  })
  return groups
}

/** The answerable questions of a paper in order: a case's or material question's children. */
export function unitsOf(questions: PracticeQuestion[]): Unit[] {
  const units: Unit[] = []
  for (const question of questions) {
    const children = question.children.length > 0 ? question.children : null
    for (const child of children ?? [question]) {
      units.push({ question: child, parent: children ? question : null, number: units.length + 1 })
    }
  }
  return units
}

/** Whether an answer says something: an option, a text, a line of an entry. */
export function isAnswered(answer: AnswerPayload | undefined): boolean {
  if (!answer) return false
  return (
    (answer.optionIds?.length ?? 0) > 0 ||
    (answer.text ?? '').trim() !== '' ||
    (answer.entries?.length ?? 0) > 0
  )
}

/** The exam's warning comes at ten minutes left. */
export const EXAM_WARNING_SECONDS = 600

/** The confirmation before submitting, counting the unanswered. */
export function submitConfirmText(unanswered: number): string {
  return unanswered > 0 ? `还有${unanswered}道题未作答，确定交卷吗？` : '已全部作答，确定交卷吗？'
}

const LETTERS = 'ABCDEFGH'

/** Options as letters (A、C), as the review names the learner's and the right answer. */
export function optionLetters(question: PracticeQuestion | undefined, ids: number[]): string {
  if (!question) return ''
  return question.options
    .map((option, index) => (ids.includes(option.id) ? LETTERS[index] : ''))
    .filter(Boolean)
    .join('、')
}

/**
 * An answer as the learner gave it: the options' letters, an entry's lines (借：银行存款 100；…),
 * or the text.
 */
export function givenAnswerText(
  question: PracticeQuestion | undefined,
  optionIds: number[],
  text: string,
): string {
  if (optionIds.length > 0) return optionLetters(question, optionIds)
  if (question?.type === 'entry' && text) {
    const lines = JSON.parse(text) as { side: string; account: string; amount: number }[]
    return lines.map((line) => `${line.side}：${line.account} ${line.amount}`).join('；')
  }
  return text
}

/**
 * The marks a learner may give a written answer (自评): every half mark up to 6 marks, every
 * mark up to 20, else none, half and full; full marks always (a practice set's part may be
 * worth less than a step).
 */
export function selfMarkSteps(score: number): number[] {
  if (score <= 0) return [0]
  const every = (step: number) =>
    Array.from({ length: Math.floor(score / step) + 1 }, (_, index) => index * step)
  const steps = score <= 6 ? every(0.5) : score <= 20 ? every(1) : [0, Math.floor(score) / 2, score]
  return [...new Set([...steps, score])]
}

/** The offer to resume an attempt not yet submitted at the paper (继续答题 / 重新开始). */
export function resumeText(open: {
  mode: 'exam' | 'practice'
  answered: number
  secondsLeft: number | null
}): string {
  if (open.mode === 'practice')
    return `你有一次未完成的练习（已答${open.answered}题），继续上次的练习吗？`
  const left = open.secondsLeft === null ? '' : `，剩余时间${durationText(open.secondsLeft)}`
  return `你有一份未交卷的考试（已答${open.answered}题${left}），继续上次的考试吗？重新开始将交上次的答卷。`
}

/** Practice mode shows the answers: offered while an exam at the paper is not yet handed in. */
export const EXAM_OPEN_TEXT = '这套试卷有一份未交卷的考试，练习模式会显示答案，需先交卷。'

/** A choice's new selection: single and judge replace, multiple and indefinite toggle. */
export function toggleOption(
  type: PracticeQuestion['type'],
  chosen: number[],
  optionId: number,
): number[] {
  if (type === 'single' || type === 'judge') return [optionId]
  return chosen.includes(optionId)
    ? chosen.filter((id) => id !== optionId)
    : [...chosen, optionId].sort((a, b) => a - b)
}

/** How long a right single-choice or 判断 answer stays on screen before the next question. */
export const AUTO_NEXT_MS = 800

/**
 * When practice moves on by itself after an answer (the 自动下一题 setting): only for a
 * one-tap question (单选, 判断) answered right, and not from the last question; a wrong answer
 * stays for its 解析. Exams never move on by themselves. Null: stay.
 */
export function autoNextDelay(answer: {
  exam: boolean
  enabled: boolean
  type: string
  correct: boolean | null | undefined
  last: boolean
}): number | null {
  if (answer.exam || !answer.enabled || answer.last) return null
  if (answer.type !== 'single' && answer.type !== 'judge') return null
  return answer.correct === true ? AUTO_NEXT_MS : null
}

/** The case material's pinned height: at least 3 lines, at most 60% of the screen. */
export function materialHeight(wanted: number, viewport: number): number {
  const least = 96
  const most = Math.max(least, Math.round(viewport * 0.6))
  return Math.min(most, Math.max(least, Math.round(wanted)))
}
