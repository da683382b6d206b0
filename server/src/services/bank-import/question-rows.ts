import {
  CASE_TITLE,
  ENTRY_COLUMNS,
  IMPORT_SHEETS,
  MATERIAL_COLUMNS,
  OPTION_COLUMNS,
  QUESTION_COLUMNS,
} from '@common/constants/bank-import'
import type { ImportError } from '@common/contracts/bank-import'
import type { QuestionForm } from '@common/contracts/console-questions'
import { DIFFICULTY_WORD, KIND_WORD, type ExportedRows } from './export-workbook'
import type { ImportSheets, SheetRow } from './read-questions'

const MATERIAL_KEY = 'M1'

/**
 * A question of the form as the import format's rows, so that one set of rules checks a
 * question whether it comes from a file or a form: each part a row of 题目 (its number its
 * row), its material a row of 材料, its 分录 lines rows of 分录.
 */
export function rowsOfForm(form: QuestionForm): ExportedRows {
  const grouped = form.shape !== 'standalone'
  const questions = form.parts.map((part, index) => {
    const row: Record<string, string> = {
      [QUESTION_COLUMNS.number]: String(index + 1),
      [QUESTION_COLUMNS.kind]: KIND_WORD[part.kind] ?? part.kind,
      [QUESTION_COLUMNS.material]: grouped ? MATERIAL_KEY : '',
      [QUESTION_COLUMNS.stem]: part.stem,
      [QUESTION_COLUMNS.answer]: part.answer,
      [QUESTION_COLUMNS.marks]: part.marks > 0 ? String(part.marks / 100) : '',
      [QUESTION_COLUMNS.difficulty]: DIFFICULTY_WORD[part.difficulty] ?? '中',
      [QUESTION_COLUMNS.chapter]: form.chapter,
      [QUESTION_COLUMNS.points]: part.points.join('；'),
      [QUESTION_COLUMNS.analysis]: part.analysis,
    }
    part.options.forEach((option, letter) => (row[OPTION_COLUMNS[letter]] = option))
    return row
  })
  const entries = form.parts.flatMap((part, index) =>
    part.entries.flatMap((lines, entry) =>
      lines.map((line) => ({
        [ENTRY_COLUMNS.number]: String(index + 1),
        [ENTRY_COLUMNS.entry]: String(entry + 1),
        [ENTRY_COLUMNS.side]: line.side,
        [ENTRY_COLUMNS.account]: line.account,
        [ENTRY_COLUMNS.amount]: String(line.amount),
      })),
    ),
  )
  const materials = grouped
    ? [
        {
          [MATERIAL_COLUMNS.number]: MATERIAL_KEY,
          [MATERIAL_COLUMNS.title]: form.shape === 'case' ? CASE_TITLE : form.title,
          [MATERIAL_COLUMNS.text]: form.material,
        },
      ]
    : []
  return { questions, materials, entries }
}

/** Rows as the reader takes them: numbered, every cell text. */
export function sheetsOfRows(rows: ExportedRows): ImportSheets {
  const numbered = (list: ExportedRows['questions'], numberOf: (row: number) => number) =>
    list.map((cells, index): SheetRow => ({
      row: numberOf(index),
      cells: Object.fromEntries(
        Object.entries(cells).map(([column, value]) => [column, String(value)]),
      ),
    }))
  return {
    questions: numbered(rows.questions, (index) => index + 1),
    materials: numbered(rows.materials, () => 0),
    // An entry line's row is its part's, so that errors name the part.
    entries: numbered(rows.entries, (index) =>
      Number(rows.entries[index][ENTRY_COLUMNS.number] ?? 0),
    ),
  }
}

/** An error of the form's rows in the form's terms: `第 2 小题 · 答案：…`. */
export function formErrorText(error: ImportError, form: QuestionForm): string {
  const where =
    error.sheet === IMPORT_SHEETS.materials
      ? '材料'
      : form.shape === 'standalone'
        ? error.column
        : `第 ${error.row} 小题 · ${error.sheet === IMPORT_SHEETS.entries ? '分录' : error.column}`
  return where ? `${where}：${error.message}` : error.message
}
