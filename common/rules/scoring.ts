import { MULTIPLE_SCORING, type ChoiceKind } from '../constants/exam-structures'

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

export interface EntryLine {
  side: '借' | '贷'
  account: string
  amount: number
}

/** An account as compared: without spaces, dashes of any kind as ——, brackets full-width. */
function normalAccount(account: string): string {
  return account
    .replace(/\s+/g, '')
    .replace(/[-－—–]+/g, '——')
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
}

const lineKey = (line: EntryLine) =>
  `${line.side}|${normalAccount(line.account)}|${Math.round(Number(line.amount) * 100)}`

/**
 * Whether 会计分录 lines match the model answer's, whatever their order (and however the
 * model splits them into entries): the same debit and credit lines, account and amount.
 */
export function entriesMatch(model: EntryLine[][], given: EntryLine[]): boolean {
  const expected = model.flat().map(lineKey).sort()
  const actual = given.map(lineKey).sort()
  return expected.length === actual.length && expected.every((key, index) => key === actual[index])
}

/** Whether a number given as text is the model answer, to the cent (commas and spaces allowed). */
export function numberMatches(model: number, given: string): boolean {
  const value = Number(given.replace(/[,，\s]/g, ''))
  return given.trim() !== '' && Number.isFinite(value) && Math.abs(value - model) < 0.005
}
