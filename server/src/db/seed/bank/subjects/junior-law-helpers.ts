import type { CaseSeed, ChoiceSeed, Difficulty, JudgeSeed } from '../content-types'

type Sub = Omit<ChoiceSeed, 'kind'> & { kind: 'indefinite' }

/** 单选题 */
export const single = (
  stem: string,
  options: string[],
  answer: string,
  points: string[],
  analysis: string,
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'single', stem, options, answer, points, analysis, difficulty })

/** 多选题 */
export const multiple = (
  stem: string,
  options: string[],
  answer: string,
  points: string[],
  analysis: string,
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'multiple', stem, options, answer, points, analysis, difficulty })

/** 判断题 */
export const judge = (
  stem: string,
  answer: boolean,
  points: string[],
  analysis: string,
  difficulty: Difficulty = 2,
): JudgeSeed => ({ kind: 'judge', stem, answer, points, analysis, difficulty })

/** 不定项选择题的小题 */
export const sub = (
  stem: string,
  options: string[],
  answer: string,
  points: string[],
  analysis: string,
  difficulty: Difficulty = 2,
): Sub => ({ kind: 'indefinite', stem, options, answer, points, analysis, difficulty })

/** 不定项选择题的案例 */
export const caseOf = (material: string, questions: Sub[]): CaseSeed => ({
  kind: 'case',
  material,
  questions,
})
