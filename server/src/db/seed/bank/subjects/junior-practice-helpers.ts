import type { CaseSeed, ChoiceSeed, Difficulty, JudgeSeed } from '../content-types'

export { caseOf } from './builders'

type Points = string | string[]
const list = (points: Points) => (typeof points === 'string' ? [points] : points)

/** 单选题 */
export const single = (
  stem: string,
  options: string[],
  answer: string,
  points: Points,
  difficulty: Difficulty,
  analysis: string,
): ChoiceSeed => ({
  kind: 'single',
  stem,
  options,
  answer,
  points: list(points),
  difficulty,
  analysis,
})

/** 多选题 */
export const multiple = (
  stem: string,
  options: string[],
  answer: string,
  points: Points,
  difficulty: Difficulty,
  analysis: string,
): ChoiceSeed => ({
  kind: 'multiple',
  stem,
  options,
  answer,
  points: list(points),
  difficulty,
  analysis,
})

/** 判断题 */
export const judge = (
  stem: string,
  answer: boolean,
  points: Points,
  difficulty: Difficulty,
  analysis: string,
): JudgeSeed => ({ kind: 'judge', stem, answer, points: list(points), difficulty, analysis })

/** 不定项选择题的一个小题 */
export const sub = (
  stem: string,
  options: string[],
  answer: string,
  points: Points,
  difficulty: Difficulty,
  analysis: string,
): CaseSeed['questions'][number] => ({
  kind: 'indefinite',
  stem,
  options,
  answer,
  points: list(points),
  difficulty,
  analysis,
})
