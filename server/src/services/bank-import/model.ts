import type { ImportKind } from '@common/constants/bank-import'

/** One line of a 会计分录. */
export interface EntryLine {
  side: '借' | '贷'
  account: string
  amount: number
}

/** A question or a sub-question of a material, as the file states it. */
export interface ImportedPart {
  kind: ImportKind
  stem: string
  /** Choice kinds' options in order (A, B, …); empty for the others. */
  options: string[]
  /**
   * Choices: the right letters (`ABD`); 判断: 对 or 错; 数字: the value and its unit (`113000 元`);
   * 文字: the model answer; 分录: empty (the lines are in `entries`).
   */
  answer: string
  /** 分录: the entries, each a list of lines that balance. */
  entries: EntryLine[][]
  /** Hundredths of a mark. */
  marks: number
  difficulty: 1 | 2 | 3
  analysis: string
  /** Knowledge point names. */
  points: string[]
}

/**
 * A question of the bank as a file states it: a standalone question (one part), a 不定项 case
 * (its material and 不定项 sub-questions) or a material question (its material and parts).
 */
export interface ImportedQuestion {
  shape: 'standalone' | 'case' | 'material'
  /** How the file names it: a standalone question's 序号, a material's 材料号 (may be empty). */
  key: string
  /** The chapter's title, as the subject names it. */
  chapter: string
  /** A material question's section name (计算分析题…); empty otherwise. */
  title: string
  /** A case's or material question's text; empty for a standalone question. */
  material: string
  parts: ImportedPart[]
}

/** What a subject offers an import: its chapters and points by name, its questions' stems. */
export interface SubjectIndex {
  chapters: Map<string, number>
  points: Map<string, number>
  /** Normalized stems (and materials) of the subject's questions, for duplicates. */
  stems: Set<string>
}

/** A stem as compared for duplicates: whitespace collapsed, full-width spaces included. */
export function normalizedStem(stem: string): string {
  return stem.replace(/[\s\u3000]+/g, ' ').trim()
}

/** A question's shape (single, case, material) is what it is: an edit keeps it. */
export const SHAPE_FIXED = '题目的形式（单题、不定项案例、材料题）不能修改：请新建题目'
