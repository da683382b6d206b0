import {
  ENTRY_COLUMNS,
  IMPORT_SHEETS,
  MATERIAL_COLUMNS,
  OPTION_COLUMNS,
  OPTION_LETTERS,
  QUESTION_COLUMNS,
  WORD_DIFFICULTIES,
  WORD_JUDGE_ANSWERS,
  WORD_MARKERS as M,
  WORD_NOTE,
  WORD_SHEET,
} from '@common/constants/bank-import'
import type { ImportError } from '@common/contracts/bank-import'
import type { ImportSheets, SheetRow } from './read-questions'

/** A paragraph's text and its number in the document (counting empty ones, from 1). */
export interface DocumentLine {
  line: number
  text: string
}

/** The document as the Excel format's sheets, and where each cell came from. */
export interface DocumentSheets {
  sheets: ImportSheets
  /** Errors found while reading the markers (an option outside a question…). */
  errors: ImportError[]
  /** The document's errors in its own terms: the paragraph and the marker. */
  locate(error: ImportError): ImportError
}

const QUESTION_START = /^(\d+)\s*(?:、|[.．](?!\d))\s*(.*)$/
const OPTION = /^([A-H])\s*[.．、]\s*(.*)$/
const ENTRY_LINE = /^(借|贷)\s*[:：]?\s*(.+?)\s+(-?[\d,]+(?:\.\d+)?)\s*元?$/
const MARKER = /^(【[^】]+】)\s*(.*)$/

interface OpenQuestion {
  line: number
  stem: string[]
  options: string[]
  /** The text a plain line continues: the stem, an option, the analysis. */
  continues: 'stem' | 'option' | 'analysis'
  fields: Map<string, { text: string; line: number }>
  entries: { line: number; side: string; account: string; amount: string }[][]
  indefinite: boolean
  materialKey: string
}

/** Columns as the document names them: its markers. */
const MARKER_OF: Record<string, string> = {
  [QUESTION_COLUMNS.answer]: M.answer,
  [QUESTION_COLUMNS.analysis]: M.analysis,
  [QUESTION_COLUMNS.difficulty]: M.difficulty,
  [QUESTION_COLUMNS.marks]: M.marks,
  [QUESTION_COLUMNS.chapter]: M.chapter,
  [QUESTION_COLUMNS.points]: M.points,
  [QUESTION_COLUMNS.material]: M.materialStart,
  [QUESTION_COLUMNS.number]: '题号',
  [MATERIAL_COLUMNS.text]: M.materialStart,
  [MATERIAL_COLUMNS.title]: M.materialStart,
  [ENTRY_COLUMNS.side]: M.entryStart,
  [ENTRY_COLUMNS.account]: M.entryStart,
  [ENTRY_COLUMNS.amount]: M.entryStart,
}

/** The kind a question's markers make it, in the Excel format's words. */
function kindOf(question: OpenQuestion, answer: string): string {
  if (question.entries.length > 0) return '分录'
  if (question.indefinite) return '不定项'
  if (question.options.length > 0) {
    const letters = new Set(answer.toUpperCase().replace(/[^A-H]/g, ''))
    return letters.size > 1 ? '多选' : '单选'
  }
  if (answer in WORD_JUDGE_ANSWERS) return '判断'
  if (/^-?[\d,]+(?:\.\d+)?\s*\S*$/.test(answer)) return '数字'
  return '文字'
}

/**
 * Reads the Word format's paragraphs into the Excel format's sheets, so that one set of rules
 * checks both: each question a row of 题目 (its paragraph its row number), each material a row
 * of 材料, each line of a 【会计分录】 block a row of 分录. `locate` turns an error of those sheets
 * back into the document's paragraph and marker.
 */
export function documentSheets(lines: DocumentLine[]): DocumentSheets {
  const questions: SheetRow[] = []
  const materials: SheetRow[] = []
  const entries: SheetRow[] = []
  const errors: ImportError[] = []
  /** `${sheet}:${row}:${column}` → the paragraph the cell came from. */
  const origins = new Map<string, number>()
  const fail = (line: number, column: string, message: string) =>
    errors.push({ sheet: WORD_SHEET, row: line, column, message })

  let chapter: { text: string; line: number } | null = null
  let open: OpenQuestion | null = null
  let material: { key: string; line: number; title: string; text: string[] } | null = null
  let materialCount = 0
  let entryBlock: OpenQuestion['entries'][number] | null = null
  let pendingIndefinite = false
  let ordinal = 0

  const close = () => {
    if (!open) return
    const question = open
    open = null
    ordinal += 1
    const number = String(ordinal)
    const answer = question.fields.get(QUESTION_COLUMNS.answer)?.text ?? ''
    const kind = kindOf(question, answer)
    const cells: Record<string, string> = {
      [QUESTION_COLUMNS.number]: number,
      [QUESTION_COLUMNS.kind]: kind,
      [QUESTION_COLUMNS.material]: question.materialKey,
      [QUESTION_COLUMNS.stem]: question.stem.join('\n').trim(),
      [QUESTION_COLUMNS.answer]: kind === '判断' ? (WORD_JUDGE_ANSWERS[answer] ?? answer) : answer,
    }
    question.options.forEach((text, index) => (cells[OPTION_COLUMNS[index]] = text))
    for (const [column, { text, line }] of question.fields) {
      if (column === QUESTION_COLUMNS.answer) continue
      cells[column] =
        column === QUESTION_COLUMNS.difficulty ? (WORD_DIFFICULTIES[text] ?? text) : text
      origins.set(`${IMPORT_SHEETS.questions}:${question.line}:${column}`, line)
    }
    const answerLine = question.fields.get(QUESTION_COLUMNS.answer)?.line
    if (answerLine) {
      origins.set(
        `${IMPORT_SHEETS.questions}:${question.line}:${QUESTION_COLUMNS.answer}`,
        answerLine,
      )
    }
    if (chapter) {
      cells[QUESTION_COLUMNS.chapter] = chapter.text
      origins.set(
        `${IMPORT_SHEETS.questions}:${question.line}:${QUESTION_COLUMNS.chapter}`,
        chapter.line,
      )
    }
    questions.push({ row: question.line, cells })
    question.entries.forEach((block, index) => {
      for (const line of block) {
        entries.push({
          row: line.line,
          cells: {
            [ENTRY_COLUMNS.number]: number,
            [ENTRY_COLUMNS.entry]: String(index + 1),
            [ENTRY_COLUMNS.side]: line.side,
            [ENTRY_COLUMNS.account]: line.account,
            [ENTRY_COLUMNS.amount]: line.amount,
          },
        })
      }
    })
  }

  const closeMaterial = () => {
    close()
    if (!material) return
    materials.push({
      row: material.line,
      cells: {
        [MATERIAL_COLUMNS.number]: material.key,
        [MATERIAL_COLUMNS.title]: material.title,
        [MATERIAL_COLUMNS.text]: material.text.join('\n').trim(),
      },
    })
    material = null
  }

  for (const { line, text: raw } of lines) {
    const text = raw.trim()
    if (!text || text.startsWith(WORD_NOTE)) continue
    if (entryBlock) {
      if (text.startsWith(M.entryEnd)) {
        entryBlock = null
        continue
      }
      const match = ENTRY_LINE.exec(text)
      if (match)
        entryBlock.push({ line, side: match[1], account: match[2].trim(), amount: match[3] })
      else fail(line, M.entryStart, `分录行应写作“借：应收账款 113000”：${text}`)
      continue
    }
    const marker = MARKER.exec(text)
    const question = QUESTION_START.exec(text)
    if (marker) {
      const [, name, rest] = marker
      const value = rest.trim()
      if (name === M.materialStart) {
        closeMaterial()
        materialCount += 1
        material = { key: `M${materialCount}`, line, title: value, text: [] }
      } else if (name === M.materialEnd) {
        if (!material) fail(line, M.materialEnd, '【材料题结束】前没有【材料题开始】')
        closeMaterial()
      } else if (name === M.chapter) {
        // A chapter line is never inside a question: it ends the one before it.
        if (open && (open as OpenQuestion).fields.size > 0) close()
        chapter = { text: value, line }
      } else if (name === M.indefinite) {
        if (open) (open as OpenQuestion).indefinite = true
        else pendingIndefinite = true
      } else if (name === M.entryStart) {
        if (!open) fail(line, M.entryStart, '【会计分录】须写在题目之中')
        else {
          entryBlock = []
          ;(open as OpenQuestion).entries.push(entryBlock)
        }
      } else {
        const column = Object.entries(MARKER_OF).find(
          ([key, word]) => word === name && key in QUESTION_COLUMNS_BY_NAME,
        )?.[0]
        if (!column) fail(line, name, `不认识的标记“${name}”`)
        else if (!open) fail(line, name, `“${name}”前没有题目：题目以题号开头，如“1、”`)
        else {
          const current = open as OpenQuestion
          current.fields.set(column, { text: value, line })
          current.continues = column === QUESTION_COLUMNS.analysis ? 'analysis' : current.continues
        }
      }
      continue
    }
    if (question) {
      close()
      const stem = question[2].replace(M.indefinite, '')
      open = {
        line,
        stem: [stem],
        options: [],
        continues: 'stem',
        fields: new Map(),
        entries: [],
        indefinite: pendingIndefinite || question[2].includes(M.indefinite),
        materialKey: material?.key ?? '',
      }
      pendingIndefinite = false
      continue
    }
    const option = OPTION.exec(text)
    const current = open as OpenQuestion | null
    if (option && current && !current.fields.has(QUESTION_COLUMNS.answer)) {
      const index = OPTION_LETTERS.indexOf(option[1])
      if (index !== current.options.length) {
        fail(
          line,
          `${option[1]} 选项`,
          `选项须从 A 起按顺序书写，此处应为 ${OPTION_LETTERS[current.options.length]}`,
        )
      } else current.options.push(option[2].trim())
      current.continues = 'option'
      continue
    }
    if (current) {
      if (current.continues === 'analysis') {
        const analysis = current.fields.get(QUESTION_COLUMNS.analysis)!
        analysis.text = `${analysis.text}\n${text}`.trim()
      } else if (current.continues === 'option') {
        current.options[current.options.length - 1] += `\n${text}`
      } else current.stem.push(text)
    } else if (material) material.text.push(text)
    else fail(line, '题干', `这一段不属于任何题目：题目以题号开头，如“1、”`)
  }
  closeMaterial()
  if (entryBlock) fail(lines.at(-1)?.line ?? 0, M.entryEnd, '【会计分录】没有以【分录结束】结束')

  const locate = (error: ImportError): ImportError => {
    if (error.sheet === WORD_SHEET) return error
    const origin = origins.get(`${error.sheet}:${error.row}:${error.column}`)
    const optionLetter = /^选项([A-H])$/.exec(error.column)?.[1]
    return {
      sheet: WORD_SHEET,
      row: origin ?? error.row,
      column: optionLetter ? `${optionLetter} 选项` : (MARKER_OF[error.column] ?? error.column),
      message: error.message,
    }
  }
  return {
    sheets: { questions, materials, entries },
    errors,
    locate,
  }
}

/** The question columns a marker fills. */
const QUESTION_COLUMNS_BY_NAME: Record<string, true> = Object.fromEntries(
  [
    QUESTION_COLUMNS.answer,
    QUESTION_COLUMNS.analysis,
    QUESTION_COLUMNS.difficulty,
    QUESTION_COLUMNS.marks,
    QUESTION_COLUMNS.points,
  ].map((column) => [column, true]),
)

/** The headers the document's sheets have (all of them: the reader writes every column). */
export const DOCUMENT_HEADERS = {
  questions: [...Object.values(QUESTION_COLUMNS), ...OPTION_COLUMNS],
  materials: Object.values(MATERIAL_COLUMNS) as string[],
  entries: Object.values(ENTRY_COLUMNS) as string[],
}
