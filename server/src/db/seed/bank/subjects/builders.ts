/**
 * Builders shared by the subject files that write questions as
 * (stem, options, answer, points, analysis, difficulty = 2).
 */
import type {
  CaseSeed,
  ChoiceSeed,
  Difficulty,
  JudgeSeed,
  MaterialSeed,
  PartSeed,
} from '../content-types'

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
): CaseSeed['questions'][number] => ({
  kind: 'indefinite',
  stem,
  options,
  answer,
  points,
  analysis,
  difficulty,
})

/** 不定项选择题的案例 */
export const caseOf = (material: string, questions: CaseSeed['questions']): CaseSeed => ({
  kind: 'case',
  material,
  questions,
})

/** 文字作答的小题 */
export const text = (
  stem: string,
  answer: string,
  analysis: string,
  marks: number,
  difficulty: Difficulty = 2,
): PartSeed => ({ kind: 'text', stem, answer, analysis, marks, difficulty })

/** 材料题（计算分析题、综合题、简答题等） */
export const material = (material: string, points: string[], parts: PartSeed[]): MaterialSeed => ({
  kind: 'material',
  material,
  points,
  parts,
})
