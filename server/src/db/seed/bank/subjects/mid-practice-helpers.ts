import type { ChoiceSeed, Difficulty, EntryLine, JudgeSeed, PartSeed } from '../content-types'

/** 单选题 */
export const single = (
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
  points: string[],
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'single', stem, options, answer, analysis, points, difficulty })

/** 多选题 */
export const multiple = (
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
  points: string[],
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'multiple', stem, options, answer, analysis, points, difficulty })

/** 判断题 */
export const judge = (
  stem: string,
  answer: boolean,
  analysis: string,
  points: string[],
  difficulty: Difficulty = 2,
): JudgeSeed => ({ kind: 'judge', stem, answer, analysis, points, difficulty })

/** 借方行 */
export const dr = (account: string, amount: number): EntryLine => ({ side: '借', account, amount })
/** 贷方行 */
export const cr = (account: string, amount: number): EntryLine => ({ side: '贷', account, amount })

/** 计算类小题（金额单位万元） */
export const num = (
  stem: string,
  answer: number,
  analysis: string,
  marks: number,
  unit = '万元',
  difficulty: Difficulty = 2,
): PartSeed => ({ kind: 'number', stem, answer, unit, analysis, marks, difficulty })

/** 会计分录小题 */
export const entry = (
  stem: string,
  answer: EntryLine[][],
  analysis: string,
  marks: number,
  difficulty: Difficulty = 2,
): PartSeed => ({ kind: 'entry', stem, answer, analysis, marks, difficulty })
