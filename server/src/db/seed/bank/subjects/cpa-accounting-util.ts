import type { ChoiceSeed, Difficulty } from '../content-types'

/** 单选题 */
export const single = (
  points: string[],
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'single', stem, options, answer, analysis, points, difficulty })

/** 多选题 */
export const multiple = (
  points: string[],
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
  difficulty: Difficulty = 2,
): ChoiceSeed => ({ kind: 'multiple', stem, options, answer, analysis, points, difficulty })
