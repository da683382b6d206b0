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

/**
 * The Word (.docx) format's markers: EduSoho's (答案, 解析, 难度, 分数, 不定项选择题, 材料题开始/结束)
 * and ours (章节, 知识点, 会计分录 … 分录结束). A question begins with its number (`1、` or `1.`),
 * its options are lines `A. …`.
 */
export const WORD_MARKERS = {
  answer: '【答案】',
  analysis: '【解析】',
  difficulty: '【难度】',
  marks: '【分数】',
  indefinite: '【不定项选择题】',
  materialStart: '【材料题开始】',
  materialEnd: '【材料题结束】',
  chapter: '【章节】',
  points: '【知识点】',
  entryStart: '【会计分录】',
  entryEnd: '【分录结束】',
} as const

/** A paragraph of the Word format beginning so is a note to the writer, not imported. */
export const WORD_NOTE = '说明：'

/** What the Word format's errors name instead of a sheet. */
export const WORD_SHEET = 'Word 文档'

/** 难度 words of the Word format: EduSoho's (简单/一般/困难) and ours (易/中/难). */
export const WORD_DIFFICULTIES: Record<string, keyof typeof DIFFICULTY_NAMES> = {
  易: '易',
  简单: '易',
  中: '中',
  一般: '中',
  中等: '中',
  难: '难',
  困难: '难',
}

/** 判断 answers of the Word format. */
export const WORD_JUDGE_ANSWERS: Record<string, keyof typeof JUDGE_ANSWERS> = {
  对: '对',
  正确: '对',
  '√': '对',
  错: '错',
  错误: '错',
  '×': '错',
}
