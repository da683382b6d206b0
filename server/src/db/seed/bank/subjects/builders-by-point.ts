/**
 * Builders for the subject files that write questions as
 * (points, difficulty, stem, options, answer, analysis): tax-one, tax-two, tax-practice.
 */
import type { ChoiceSeed, Difficulty, PartSeed } from '../content-types'

/** 单选题 */
export const single = (
  points: string[],
  difficulty: Difficulty,
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
): ChoiceSeed => ({ kind: 'single', stem, options, answer, analysis, difficulty, points })

/** 多选题 */
export const multiple = (
  points: string[],
  difficulty: Difficulty,
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
): ChoiceSeed => ({ kind: 'multiple', stem, options, answer, analysis, difficulty, points })

/** 不定项选择小题（材料题中，2分） */
export const part = (
  difficulty: Difficulty,
  stem: string,
  options: string[],
  answer: string,
  analysis: string,
): PartSeed => ({ kind: 'indefinite', stem, options, answer, analysis, difficulty, marks: 2 })
