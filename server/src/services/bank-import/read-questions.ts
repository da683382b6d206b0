import {
  CASE_TITLE,
  DIFFICULTY_NAMES,
  ENTRY_COLUMNS,
  IMPORT_KINDS,
  IMPORT_SHEETS,
  JUDGE_ANSWERS,
  MATERIAL_COLUMNS,
  OPTION_COLUMNS,
  OPTION_LETTERS,
  POINT_SEPARATORS,
  QUESTION_COLUMNS,
  type ImportKind,
} from '@common/constants/bank-import'
import type { ImportError } from '@common/contracts/bank-import'
import {
  normalizedStem,
  type EntryLine,
  type ImportedPart,
  type ImportedQuestion,
  type SubjectIndex,
} from './model'

/** A data row of a sheet: Excel's row number and its cells by header name, as text. */
export interface SheetRow {
  row: number
  cells: Record<string, string>
}

/** The workbook's sheets as read (null: the sheet is not in the file). */
export interface ImportSheets {
  questions: SheetRow[] | null
  materials: SheetRow[] | null
  entries: SheetRow[] | null
}

const CHOICE_KINDS: ImportKind[] = ['single', 'multiple', 'indefinite']
/** Kinds that exist only under a material. */
const PART_ONLY_KINDS: ImportKind[] = ['indefinite', 'number', 'text', 'entry']
const KIND_WORDS = Object.keys(IMPORT_KINDS).join('/')
const NUMBER_ANSWER = /^(-?\d+(?:\.\d+)?)\s*(\S*)$/

/** A row's part and where it came from, before the rows are grouped into questions. */
interface ReadRow {
  row: number
  number: string
  materialKey: string
  chapter: string
  part: ImportedPart
}

/** Collects errors in the file's terms: the sheet, Excel's row number, the column's header. */
class Problems {
  readonly list: ImportError[] = []
  add(sheet: string, row: number, column: string, message: string): void {
    this.list.push({ sheet, row, column, message })
  }
}

const cell = (row: SheetRow, column: string) => (row.cells[column] ?? '').trim()

/** Marks as written (`2`, `1.5`) to hundredths; null when it is not a number ≥ 0. */
function hundredths(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  return Math.round(Number(text) * 100)
}

function readOptions(row: SheetRow, problems: Problems, kindName: string): string[] | null {
  const written = OPTION_COLUMNS.map((column) => cell(row, column))
  const last = written.reduce((end, text, index) => (text ? index + 1 : end), 0)
  const gap = written.slice(0, last).findIndex((text) => !text)
  if (gap >= 0) {
    problems.add(IMPORT_SHEETS.questions, row.row, OPTION_COLUMNS[gap], '选项须从 A 起连续填写')
    return null
  }
  if (last < 2) {
    problems.add(IMPORT_SHEETS.questions, row.row, OPTION_COLUMNS[0], `${kindName}至少需要两个选项`)
    return null
  }
  return written.slice(0, last)
}

/** A choice answer's letters (`A, C` → `AC`), checked against the kind and the options. */
function choiceAnswer(
  text: string,
  kind: ImportKind,
  options: string[],
  row: number,
  problems: Problems,
): string | null {
  const letters = [...new Set(text.toUpperCase().replace(/[\s,，、]/g, ''))].sort().join('')
  const fail = (message: string) => {
    problems.add(IMPORT_SHEETS.questions, row, QUESTION_COLUMNS.answer, message)
    return null
  }
  if (!letters) return fail('答案不能为空')
  const outside = [...letters].filter((letter) => {
    const index = OPTION_LETTERS.indexOf(letter)
    return index < 0 || index >= options.length
  })
  if (outside.length > 0) return fail(`答案“${outside.join('')}”不在选项中`)
  if (kind === 'single' && letters.length !== 1) return fail('单选题只能有一个答案')
  if (kind === 'multiple' && letters.length < 2) return fail('多选题至少有两个答案')
  return letters
}

function readRow(
  row: SheetRow,
  index: SubjectIndex,
  problems: Problems,
  /** The question's entries; null when none were written, 'invalid' when they have errors. */
  entriesOf: (number: string) => EntryLine[][] | null | 'invalid',
): ReadRow | null {
  const sheet = IMPORT_SHEETS.questions
  const before = problems.list.length
  const add = (column: string, message: string) => problems.add(sheet, row.row, column, message)
  const kindName = cell(row, QUESTION_COLUMNS.kind)
  const kind = (IMPORT_KINDS as Record<string, ImportKind>)[kindName]
  if (!kind) {
    add(
      QUESTION_COLUMNS.kind,
      kindName ? `未知题型“${kindName}”：应为 ${KIND_WORDS}` : `题型不能为空：应为 ${KIND_WORDS}`,
    )
    return null
  }
  const stem = cell(row, QUESTION_COLUMNS.stem)
  if (!stem) add(QUESTION_COLUMNS.stem, '题干不能为空')
  const materialKey = cell(row, QUESTION_COLUMNS.material)
  if (!materialKey && PART_ONLY_KINDS.includes(kind)) {
    add(QUESTION_COLUMNS.material, `${kindName}题须属于一则材料：请填写材料号`)
  }
  const number = cell(row, QUESTION_COLUMNS.number)

  let options: string[] = []
  let answer = cell(row, QUESTION_COLUMNS.answer)
  let entries: EntryLine[][] = []
  let linesInvalid = false
  if (CHOICE_KINDS.includes(kind)) {
    const read = readOptions(row, problems, `${kindName}题`)
    if (read) {
      options = read
      answer = choiceAnswer(answer, kind, options, row.row, problems) ?? ''
    }
  } else if (kind === 'judge') {
    if (!(answer in JUDGE_ANSWERS)) add(QUESTION_COLUMNS.answer, '判断题答案只能是“对”或“错”')
  } else if (kind === 'number') {
    const match = NUMBER_ANSWER.exec(answer)
    if (!match) add(QUESTION_COLUMNS.answer, '数字题答案须为数字，如 113000 或 113000 元')
    else answer = match[2] ? `${Number(match[1])} ${match[2]}` : String(Number(match[1]))
  } else if (kind === 'text') {
    if (!answer) add(QUESTION_COLUMNS.answer, '文字题答案不能为空')
  } else if (kind === 'entry') {
    answer = ''
    if (!number) add(QUESTION_COLUMNS.number, '分录题须填写序号，分录按序号写在工作表“分录”中')
    else {
      const found = entriesOf(number)
      if (!found)
        add(QUESTION_COLUMNS.answer, `分录题缺少分录：在工作表“分录”中按序号 ${number} 填写`)
      // Lines with errors were reported on 分录; the row is not taken either.
      else if (found === 'invalid') linesInvalid = true
      else entries = found
    }
  }

  const marksText = cell(row, QUESTION_COLUMNS.marks)
  const marks = marksText ? hundredths(marksText) : 0
  if (marks === null) add(QUESTION_COLUMNS.marks, '分值须为不小于 0 的数字，最多两位小数')
  else if (materialKey && !marksText && kind !== 'indefinite') {
    add(QUESTION_COLUMNS.marks, '材料题的小题须填写分值')
  }

  const difficultyText = cell(row, QUESTION_COLUMNS.difficulty)
  const difficulty = difficultyText
    ? (DIFFICULTY_NAMES as Record<string, 1 | 2 | 3>)[difficultyText]
    : 2
  if (!difficulty) add(QUESTION_COLUMNS.difficulty, '难度只能是“易”“中”或“难”')

  const chapter = cell(row, QUESTION_COLUMNS.chapter)
  if (!chapter) add(QUESTION_COLUMNS.chapter, '章节不能为空')
  else if (!index.chapters.has(chapter))
    add(QUESTION_COLUMNS.chapter, `章节“${chapter}”不存在于该科目`)

  const points = cell(row, QUESTION_COLUMNS.points)
    .split(POINT_SEPARATORS)
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of points) {
    if (!index.points.has(name)) add(QUESTION_COLUMNS.points, `知识点“${name}”不存在于该科目`)
  }

  if (problems.list.length > before || linesInvalid) return null
  return {
    row: row.row,
    number,
    materialKey,
    chapter,
    part: {
      kind,
      stem,
      options,
      answer,
      entries,
      marks: marks ?? 0,
      difficulty: difficulty ?? 2,
      analysis: cell(row, QUESTION_COLUMNS.analysis),
      points: [...new Set(points)],
    },
  }
}

/** The 分录 sheet's lines by the question's 序号, each entry checked to balance. */
function readEntries(
  rows: SheetRow[],
  problems: Problems,
): { valid: Map<string, EntryLine[][]>; written: Set<string> } {
  const written = new Set(
    rows.map((row) => cell(row, ENTRY_COLUMNS.number)).filter((number) => number !== ''),
  )
  const sheet = IMPORT_SHEETS.entries
  const byQuestion = new Map<string, Map<string, { lines: EntryLine[]; row: number }>>()
  for (const row of rows) {
    const add = (column: string, message: string) => problems.add(sheet, row.row, column, message)
    const number = cell(row, ENTRY_COLUMNS.number)
    const entry = cell(row, ENTRY_COLUMNS.entry) || '1'
    const side = cell(row, ENTRY_COLUMNS.side)
    const account = cell(row, ENTRY_COLUMNS.account)
    const amountText = cell(row, ENTRY_COLUMNS.amount).replace(/,/g, '')
    const amount = Number(amountText)
    const before = problems.list.length
    if (!number) add(ENTRY_COLUMNS.number, '序号不能为空：填写分录所属题目的序号')
    if (side !== '借' && side !== '贷') add(ENTRY_COLUMNS.side, '借贷只能是“借”或“贷”')
    if (!account) add(ENTRY_COLUMNS.account, '科目不能为空')
    if (!amountText || !Number.isFinite(amount) || amount <= 0) {
      add(ENTRY_COLUMNS.amount, '金额须为大于 0 的数字')
    }
    if (problems.list.length > before) continue
    const entries = byQuestion.get(number) ?? new Map<string, { lines: EntryLine[]; row: number }>()
    byQuestion.set(number, entries)
    const lines = entries.get(entry) ?? { lines: [], row: row.row }
    entries.set(entry, lines)
    lines.lines.push({ side: side as '借' | '贷', account, amount })
  }
  const result = new Map<string, EntryLine[][]>()
  for (const [number, entries] of byQuestion) {
    let balanced = true
    for (const [entry, { lines, row }] of entries) {
      const total = (side: string) =>
        lines.filter((line) => line.side === side).reduce((sum, line) => sum + line.amount, 0)
      const debit = total('借')
      const credit = total('贷')
      if (Math.abs(debit - credit) > 0.005 || debit === 0) {
        balanced = false
        problems.add(
          sheet,
          row,
          ENTRY_COLUMNS.amount,
          `序号 ${number} 的分录 ${entry} 借贷不平：借方 ${debit}，贷方 ${credit}`,
        )
      }
    }
    if (balanced)
      result.set(
        number,
        [...entries.values()].map(({ lines }) => lines),
      )
  }
  return { valid: result, written }
}

/** The 材料 sheet's materials by 材料号. */
function readMaterials(
  rows: SheetRow[],
  problems: Problems,
): Map<string, { row: number; title: string; text: string }> {
  const sheet = IMPORT_SHEETS.materials
  const materials = new Map<string, { row: number; title: string; text: string }>()
  for (const row of rows) {
    const key = cell(row, MATERIAL_COLUMNS.number)
    const text = cell(row, MATERIAL_COLUMNS.text)
    if (!key) problems.add(sheet, row.row, MATERIAL_COLUMNS.number, '材料号不能为空')
    else if (materials.has(key)) {
      problems.add(sheet, row.row, MATERIAL_COLUMNS.number, `材料号“${key}”重复`)
    } else if (!text) problems.add(sheet, row.row, MATERIAL_COLUMNS.text, '材料不能为空')
    else materials.set(key, { row: row.row, title: cell(row, MATERIAL_COLUMNS.title), text })
  }
  return materials
}

/** The headers a sheet must have, each missing one an error on its header row. */
function missingHeaders(
  sheet: string,
  rows: SheetRow[],
  headers: string[] | undefined,
  required: string[],
  problems: Problems,
): boolean {
  const present = new Set(headers ?? rows.flatMap((row) => Object.keys(row.cells)))
  const missing = required.filter((column) => !present.has(column))
  for (const column of missing) problems.add(sheet, 1, column, `缺少列“${column}”`)
  return missing.length > 0
}

export interface ReadResult {
  rows: number
  questions: ImportedQuestion[]
  errors: ImportError[]
}

/**
 * Reads the bank's Excel format into questions, checking every row by the bank's rules and
 * against the subject (its chapters, points and stems). Errors name the sheet, row and column;
 * questions are returned only when there is none (an import is all or nothing).
 */
export function readQuestions(
  sheets: ImportSheets,
  index: SubjectIndex,
  headers: Partial<Record<keyof ImportSheets, string[]>> = {},
): ReadResult {
  const problems = new Problems()
  if (!sheets.questions) {
    problems.add(IMPORT_SHEETS.questions, 0, '', `缺少工作表“${IMPORT_SHEETS.questions}”`)
    return { rows: 0, questions: [], errors: problems.list }
  }
  const rows = sheets.questions
  if (
    missingHeaders(
      IMPORT_SHEETS.questions,
      rows,
      headers.questions,
      [
        QUESTION_COLUMNS.kind,
        QUESTION_COLUMNS.stem,
        QUESTION_COLUMNS.answer,
        QUESTION_COLUMNS.chapter,
      ],
      problems,
    )
  ) {
    return { rows: rows.length, questions: [], errors: problems.list }
  }
  const entries = readEntries(sheets.entries ?? [], problems)
  const materials = readMaterials(sheets.materials ?? [], problems)

  const numbers = new Map<string, number>()
  const read: ReadRow[] = []
  for (const row of rows) {
    const number = cell(row, QUESTION_COLUMNS.number)
    if (number && numbers.has(number)) {
      problems.add(
        IMPORT_SHEETS.questions,
        row.row,
        QUESTION_COLUMNS.number,
        `序号“${number}”与第 ${numbers.get(number)} 行重复`,
      )
      continue
    }
    if (number) numbers.set(number, row.row)
    const each = readRow(
      row,
      index,
      problems,
      (key) => entries.valid.get(key) ?? (entries.written.has(key) ? 'invalid' : null),
    )
    if (each) read.push(each)
  }

  // Rows of one material become one question, in the order of its first row.
  const questions: ImportedQuestion[] = []
  const stems = new Map<string, string>()
  const duplicate = (text: string, sheet: string, row: number, column: string, what: string) => {
    const key = normalizedStem(text)
    if (index.stems.has(key)) problems.add(sheet, row, column, `${what}与该科目已有题目重复`)
    else if (stems.has(key)) problems.add(sheet, row, column, `${what}与${stems.get(key)}重复`)
    else stems.set(key, `${sheet}第 ${row} 行`)
  }
  const grouped = new Map<string, ReadRow[]>()
  for (const each of read) {
    if (!each.materialKey) {
      duplicate(each.part.stem, IMPORT_SHEETS.questions, each.row, QUESTION_COLUMNS.stem, '题干')
      questions.push({
        shape: 'standalone',
        key: each.number,
        chapter: each.chapter,
        title: '',
        material: '',
        parts: [each.part],
      })
      continue
    }
    const material = materials.get(each.materialKey)
    if (!material) {
      problems.add(
        IMPORT_SHEETS.questions,
        each.row,
        QUESTION_COLUMNS.material,
        `材料号“${each.materialKey}”在工作表“${IMPORT_SHEETS.materials}”中不存在`,
      )
      continue
    }
    const group = grouped.get(each.materialKey)
    if (group) {
      group.push(each)
      continue
    }
    const parts: ReadRow[] = [each]
    grouped.set(each.materialKey, parts)
    questions.push({
      shape: 'material',
      key: each.materialKey,
      chapter: each.chapter,
      title: '',
      material: each.materialKey,
      parts: [],
    })
  }
  // A material named by no row (rows with errors count: their own errors say what is wrong).
  const named = new Set(rows.map((row) => cell(row, QUESTION_COLUMNS.material)).filter(Boolean))
  for (const [key, { row }] of materials) {
    if (!named.has(key)) {
      problems.add(IMPORT_SHEETS.materials, row, MATERIAL_COLUMNS.number, `材料“${key}”没有小题`)
    }
  }
  for (const question of questions) {
    if (question.shape === 'standalone') continue
    const key = question.material
    const { row, title, text } = materials.get(key)!
    const parts = grouped.get(key)!
    const allIndefinite = parts.every((part) => part.part.kind === 'indefinite')
    const isCase = allIndefinite && (title === '' || title === CASE_TITLE)
    if (!isCase && title === CASE_TITLE) {
      problems.add(
        IMPORT_SHEETS.materials,
        row,
        MATERIAL_COLUMNS.title,
        '不定项选择题的小题须全部为不定项',
      )
    } else if (!isCase && !title) {
      problems.add(
        IMPORT_SHEETS.materials,
        row,
        MATERIAL_COLUMNS.title,
        '题型名不能为空，如 计算分析题',
      )
    }
    duplicate(text, IMPORT_SHEETS.materials, row, MATERIAL_COLUMNS.text, '材料')
    question.shape = isCase ? 'case' : 'material'
    question.title = isCase ? '' : title
    question.material = text
    question.parts = parts.map((part) => part.part)
  }
  const sheetOrder: string[] = Object.values(IMPORT_SHEETS)
  const errors = problems.list.sort(
    (a, b) => sheetOrder.indexOf(a.sheet) - sheetOrder.indexOf(b.sheet) || a.row - b.row,
  )
  return { rows: rows.length, questions: errors.length > 0 ? [] : questions, errors }
}
