/**
 * The question bank's Excel format (issue 28), for import and export alike: its sheets, their
 * columns (found by header name, in any order) and the words a school writes in them.
 */

export const IMPORT_SHEETS = { questions: '题目', materials: '材料', entries: '分录' } as const

export const QUESTION_COLUMNS = {
  number: '序号',
  kind: '题型',
  material: '材料号',
  stem: '题干',
  answer: '答案',
  marks: '分值',
  difficulty: '难度',
  chapter: '章节',
  points: '知识点',
  analysis: '解析',
} as const

export const OPTION_LETTERS = 'ABCDEFGH'
/** 选项A … 选项H. */
export const OPTION_COLUMNS = [...OPTION_LETTERS].map((letter) => `选项${letter}`)

export const MATERIAL_COLUMNS = { number: '材料号', title: '题型名', text: '材料' } as const

export const ENTRY_COLUMNS = {
  number: '序号',
  entry: '分录号',
  side: '借贷',
  account: '科目',
  amount: '金额',
} as const

/** The kinds a row of 题目 may be, by the word in 题型. */
export const IMPORT_KINDS = {
  单选: 'single',
  多选: 'multiple',
  判断: 'judge',
  不定项: 'indefinite',
  数字: 'number',
  文字: 'text',
  分录: 'entry',
} as const

export type ImportKindName = keyof typeof IMPORT_KINDS
export type ImportKind = (typeof IMPORT_KINDS)[ImportKindName]

/** 难度 as written, and as stored (1 易, 2 中, 3 难; 中 when left blank). */
export const DIFFICULTY_NAMES = { 易: 1, 中: 2, 难: 3 } as const

/** 判断 answers. */
export const JUDGE_ANSWERS = { 对: true, 错: false } as const

/** What separates the 知识点 of a row (the full-width one first, as a school writes it). */
export const POINT_SEPARATORS = /[；;]/

/** The 题型名 of a material whose rows are all 不定项: a 不定项选择题 case. */
export const CASE_TITLE = '不定项选择题'

/** Upload limits: the file as sent, and what its zip may unpack to. */
export const IMPORT_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  unpackedBytes: 64 * 1024 * 1024,
  zipEntries: 2000,
  /** An entry unpacking to more than this many times its packed size is a zip bomb. */
  zipRatio: 200,
  /** Rows of 题目 in one file. */
  rows: 5000,
} as const
