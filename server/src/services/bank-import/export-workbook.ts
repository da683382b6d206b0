import ExcelJS from 'exceljs'
import { sql, type Kysely, type Transaction } from 'kysely'
import {
  CASE_TITLE,
  DIFFICULTY_NAMES,
  ENTRY_COLUMNS,
  IMPORT_KINDS,
  IMPORT_SHEETS,
  MATERIAL_COLUMNS,
  OPTION_COLUMNS,
  OPTION_LETTERS,
  QUESTION_COLUMNS,
} from '@common/constants/bank-import'
import type { Database } from '@server/db/schema'
import type { EntryLine } from './model'

const QUESTION_HEADERS = [
  QUESTION_COLUMNS.number,
  QUESTION_COLUMNS.kind,
  QUESTION_COLUMNS.material,
  QUESTION_COLUMNS.stem,
  ...OPTION_COLUMNS,
  QUESTION_COLUMNS.answer,
  QUESTION_COLUMNS.marks,
  QUESTION_COLUMNS.difficulty,
  QUESTION_COLUMNS.chapter,
  QUESTION_COLUMNS.points,
  QUESTION_COLUMNS.analysis,
]
const MATERIAL_HEADERS = Object.values(MATERIAL_COLUMNS)
const ENTRY_HEADERS = Object.values(ENTRY_COLUMNS)

export const KIND_WORD = Object.fromEntries(
  Object.entries(IMPORT_KINDS).map(([word, kind]) => [kind, word]),
) as Record<string, string>
export const DIFFICULTY_WORD = Object.fromEntries(
  Object.entries(DIFFICULTY_NAMES).map(([word, level]) => [level, word]),
) as Record<number, string>

export type Row = Record<string, string | number>

/** A subject's bank (or one of its questions) as the format's rows, sheet by sheet. */
export interface ExportedRows {
  questions: Row[]
  materials: Row[]
  entries: Row[]
}

/** Marks in hundredths as a school writes them: 2, 1.5; blank for none. */
const marksText = (hundredths: number) => (hundredths > 0 ? String(hundredths / 100) : '')

/** The empty workbook of the import format: the template a school downloads. */
export function templateWorkbook(): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook()
  const sheet = (name: string, headers: string[]) => {
    const each = workbook.addWorksheet(name)
    each.columns = headers.map((header) => ({
      header,
      key: header,
      width: header === QUESTION_COLUMNS.stem || header === MATERIAL_COLUMNS.text ? 60 : 14,
    }))
    each.getRow(1).font = { bold: true }
    each.views = [{ state: 'frozen', ySplit: 1 }]
    return each
  }
  sheet(IMPORT_SHEETS.questions, QUESTION_HEADERS)
  sheet(IMPORT_SHEETS.materials, MATERIAL_HEADERS)
  sheet(IMPORT_SHEETS.entries, ENTRY_HEADERS)
  return workbook
}

/**
 * A subject's bank (or, given `questionId`, that question with its parts) as the format's
 * rows: every question in the order the subject keeps them, cases and material questions with
 * their material on 材料, 会计分录 lines on 分录.
 */
export async function exportRows(
  db: Kysely<Database> | Transaction<Database>,
  subjectId: number,
  questionId?: number,
): Promise<ExportedRows> {
  // One question: the row itself and its parts.
  const picked =
    questionId === undefined
      ? null
      : sql<boolean>`(${sql.ref('questions.id')} = ${questionId} or ${sql.ref('questions.parent_id')} = ${questionId})`
  const [questions, options, points, chapters] = await Promise.all([
    db
      .selectFrom('questions')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .$if(picked !== null, (q) => q.where(picked!))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('question_options')
      .innerJoin('questions', 'questions.id', 'question_options.question_id')
      .select([
        'question_options.question_id',
        'question_options.content',
        'question_options.correct',
      ])
      .where('questions.subject_id', '=', subjectId)
      .$if(picked !== null, (q) => q.where(picked!))
      .orderBy('question_options.question_id')
      .orderBy('question_options.sort')
      .orderBy('question_options.id')
      .execute(),
    db
      .selectFrom('question_points')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
      .innerJoin('questions', 'questions.id', 'question_points.question_id')
      .select(['question_points.question_id', 'knowledge_points.name'])
      .where('knowledge_points.subject_id', '=', subjectId)
      .$if(picked !== null, (q) => q.where(picked!))
      .orderBy('knowledge_points.sort')
      .orderBy('knowledge_points.id')
      .execute(),
    db
      .selectFrom('bank_chapters')
      .select(['id', 'parent_id', 'title'])
      .where('subject_id', '=', subjectId)
      .execute(),
  ])
  const optionsOf = new Map<number, { content: string; correct: number }[]>()
  for (const option of options) {
    const list = optionsOf.get(Number(option.question_id)) ?? []
    list.push({ content: option.content, correct: Number(option.correct) })
    optionsOf.set(Number(option.question_id), list)
  }
  const pointsOf = new Map<number, string[]>()
  for (const point of points) {
    const list = pointsOf.get(Number(point.question_id)) ?? []
    list.push(point.name)
    pointsOf.set(Number(point.question_id), list)
  }
  const chapterById = new Map(chapters.map((chapter) => [Number(chapter.id), chapter]))
  // A question filed under a 节 is named by its chapter.
  const chapterTitle = (id: number) => {
    const chapter = chapterById.get(id)
    const parent = chapter?.parent_id ? chapterById.get(Number(chapter.parent_id)) : undefined
    return (parent ?? chapter)?.title ?? ''
  }
  const partsOf = new Map<number, typeof questions>()
  for (const question of questions) {
    if (question.parent_id === null) continue
    const list = partsOf.get(Number(question.parent_id)) ?? []
    list.push(question)
    partsOf.set(Number(question.parent_id), list)
  }

  const questionRows: Row[] = []
  const materialRows: Row[] = []
  const entryRows: Row[] = []
  let number = 0
  const partRow = (
    part: (typeof questions)[number],
    chapter: string,
    materialKey: string,
    pointNames: string[],
  ): Row => {
    number += 1
    const row: Row = {
      [QUESTION_COLUMNS.number]: number,
      [QUESTION_COLUMNS.kind]: KIND_WORD[part.kind] ?? part.kind,
      [QUESTION_COLUMNS.material]: materialKey,
      [QUESTION_COLUMNS.stem]: part.stem,
      [QUESTION_COLUMNS.marks]: marksText(Number(part.marks)),
      [QUESTION_COLUMNS.difficulty]: DIFFICULTY_WORD[Number(part.difficulty)] ?? '中',
      [QUESTION_COLUMNS.chapter]: chapter,
      [QUESTION_COLUMNS.points]: pointNames.join('；'),
      [QUESTION_COLUMNS.analysis]: part.analysis,
    }
    const choices = optionsOf.get(Number(part.id)) ?? []
    if (part.kind === 'judge') {
      row[QUESTION_COLUMNS.answer] = choices.find((option) => option.content === '正确')?.correct
        ? '对'
        : '错'
    } else if (part.kind === 'number') {
      const { value, unit } = JSON.parse(part.model_answer || '{}') as {
        value?: number
        unit?: string
      }
      row[QUESTION_COLUMNS.answer] = unit ? `${value} ${unit}` : String(value ?? '')
    } else if (part.kind === 'text') {
      row[QUESTION_COLUMNS.answer] = part.model_answer
    } else if (part.kind === 'entry') {
      const entries = JSON.parse(part.model_answer || '[]') as EntryLine[][]
      entries.forEach((lines, entry) => {
        for (const line of lines) {
          entryRows.push({
            [ENTRY_COLUMNS.number]: number,
            [ENTRY_COLUMNS.entry]: entry + 1,
            [ENTRY_COLUMNS.side]: line.side,
            [ENTRY_COLUMNS.account]: line.account,
            [ENTRY_COLUMNS.amount]: line.amount,
          })
        }
      })
    } else {
      choices.forEach((option, index) => {
        row[OPTION_COLUMNS[index]] = option.content
      })
      row[QUESTION_COLUMNS.answer] = choices
        .map((option, index) => (option.correct ? OPTION_LETTERS[index] : ''))
        .join('')
    }
    return row
  }

  let materials = 0
  for (const question of questions) {
    if (question.parent_id !== null) continue
    const chapter = chapterTitle(Number(question.chapter_id))
    const ownPoints = pointsOf.get(Number(question.id)) ?? []
    if (question.kind !== 'case' && question.kind !== 'material') {
      questionRows.push(partRow(question, chapter, '', ownPoints))
      continue
    }
    materials += 1
    const key = `M${materials}`
    materialRows.push({
      [MATERIAL_COLUMNS.number]: key,
      [MATERIAL_COLUMNS.title]: question.kind === 'case' ? CASE_TITLE : question.title,
      [MATERIAL_COLUMNS.text]: question.stem,
    })
    ;(partsOf.get(Number(question.id)) ?? []).forEach((part, index) => {
      // A material question's points are written on its first part (the import gathers them).
      const partPoints =
        question.kind === 'case'
          ? (pointsOf.get(Number(part.id)) ?? [])
          : index === 0
            ? ownPoints
            : []
      questionRows.push(partRow(part, chapter, key, partPoints))
    })
  }

  return { questions: questionRows, materials: materialRows, entries: entryRows }
}

/**
 * A subject's bank in the import format. Importing the file into an empty subject with the
 * same chapters and points gives the same file back.
 */
export async function exportWorkbook(
  db: Kysely<Database>,
  subjectId: number,
): Promise<ExcelJS.Workbook> {
  const rows = await exportRows(db, subjectId)
  const workbook = templateWorkbook()
  workbook.getWorksheet(IMPORT_SHEETS.questions)!.addRows(rows.questions)
  workbook.getWorksheet(IMPORT_SHEETS.materials)!.addRows(rows.materials)
  workbook.getWorksheet(IMPORT_SHEETS.entries)!.addRows(rows.entries)
  return workbook
}
