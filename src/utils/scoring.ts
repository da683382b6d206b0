import { MULTIPLE_SCORING, type ChoiceKind } from '@/constants/exam-structures'

/**
 * The marks a choice answer earns (../shared/notes/exam-structures.md, "Scoring rules"):
 * 单选 and 判断 all or nothing; 多选 and 不定项 by the exam's rule (constants/exam-structures.ts):
 * partial marks per option chosen when none is wrong (初级, 中级, 税务师), or all or nothing
 * (CPA). Never negative. Answers are option ids, compared as sets.
 */
export function scoreChoice(question: {
  examId: number
  kind: ChoiceKind
  marks: number
  answer: readonly string[]
  chosen: readonly string[]
}): number {
  const answer = new Set(question.answer)
  const chosen = new Set(question.chosen)
  if (chosen.size === 0 || [...chosen].some((id) => !answer.has(id))) return 0
  if (chosen.size === answer.size) return question.marks
  if (question.kind === 'single' || question.kind === 'judge') return 0
  const scoring = MULTIPLE_SCORING[question.examId] ?? { rule: 'all-or-nothing' }
  if (scoring.rule === 'all-or-nothing') return 0
  // Fewer options than the answer can only be worth less than full marks.
  return Math.min(scoring.perOption * chosen.size, question.marks)
}
