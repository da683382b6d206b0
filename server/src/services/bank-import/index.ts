import type { Kysely } from 'kysely'
import type { ConsoleSubject, ImportReport } from '@common/contracts/bank-import'
import type { Database } from '@server/db/schema'
import { lockKey } from '@server/db/locks'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { audit, type Actor } from '../staff'
import { exportWorkbook, templateWorkbook } from './export-workbook'
import { readImportFile, type ReadFile } from './read-file'
import { readQuestions, type ReadResult } from './read-questions'
import type { SubjectIndex } from './model'
import { wordTemplate } from './word-template'
import { subjectIndex, writeQuestions } from './write-questions'

async function assertSubject(db: Kysely<Database>, subjectId: number): Promise<string> {
  const subject = await db
    .selectFrom('bank_subjects')
    .select(['name', 'year'])
    .where('id', '=', subjectId)
    .executeTakeFirst()
  if (!subject) throw FAILURES.subjectNotFound()
  return `${subject.year} ${subject.name}`
}

/** The file's questions checked against the subject, errors in the file's own terms. */
function checked(file: ReadFile, index: SubjectIndex): ReadResult {
  const read = readQuestions(file.sheets, index, file.headers)
  const errors = [...file.errors, ...read.errors.map(file.locate)]
  return { ...read, questions: errors.length > 0 ? [] : read.questions, errors }
}

/**
 * Imports an .xlsx or .docx file of questions into a subject. A dry run checks every row and answers
 * what it found, changing nothing; otherwise the questions are written in one transaction,
 * all or nothing, with the audit entry, under the subject's lock (two imports of one subject
 * cannot both pass the duplicate check). Imported questions join their chapter's practice and
 * their knowledge points at once.
 */
export async function importBank(
  db: Kysely<Database>,
  subjectId: number,
  file: { name: string; data: Buffer },
  dryRun: boolean,
  actor: Actor,
  now: Instant,
): Promise<ImportReport> {
  await assertSubject(db, subjectId)
  const source = await readImportFile(file)
  if (dryRun) {
    const read = checked(source, await subjectIndex(db, subjectId))
    return {
      rows: read.rows,
      created: 0,
      questions: read.questions.length,
      dryRun,
      errors: read.errors,
    }
  }
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `bank-import:${subjectId}`)
    const index = await subjectIndex(trx, subjectId)
    const read = checked(source, index)
    if (read.errors.length > 0) {
      return { rows: read.rows, created: 0, questions: 0, dryRun, errors: read.errors }
    }
    const created = (await writeQuestions(trx, subjectId, index, read.questions)).length
    await audit(
      trx,
      actor,
      'bank.import',
      `subject:${subjectId}`,
      { file: file.name, rows: read.rows, created },
      now,
    )
    return { rows: read.rows, created, questions: created, dryRun, errors: [] }
  })
}

/** A subject's bank as an .xlsx file in the import format, and the file's name. */
export async function exportBank(
  db: Kysely<Database>,
  subjectId: number,
): Promise<{ name: string; data: Buffer }> {
  const subject = await assertSubject(db, subjectId)
  const workbook = await exportWorkbook(db, subjectId)
  return {
    name: `题库-${subject}.xlsx`,
    data: Buffer.from(await workbook.xlsx.writeBuffer()),
  }
}

/** The import template: the empty workbook, or the Word format's rules and examples. */
export async function importTemplate(format: 'xlsx' | 'docx' = 'xlsx'): Promise<Buffer> {
  if (format === 'docx') return wordTemplate()
  return Buffer.from(await templateWorkbook().xlsx.writeBuffer())
}

/** Every subject of the bank for the console: newest year first, in the exams' order. */
export async function consoleSubjects(db: Kysely<Database>): Promise<ConsoleSubject[]> {
  const [subjects, chapters] = await Promise.all([
    db
      .selectFrom('bank_subjects')
      .innerJoin('bank_exams', 'bank_exams.id', 'bank_subjects.exam_id')
      .select([
        'bank_subjects.id',
        'bank_subjects.exam_id',
        'bank_exams.name as exam_name',
        'bank_subjects.name',
        'bank_subjects.year',
        'bank_subjects.question_count',
      ])
      .orderBy('bank_subjects.year', 'desc')
      .orderBy('bank_exams.sort')
      .orderBy('bank_subjects.sort')
      .orderBy('bank_subjects.id')
      .execute(),
    db
      .selectFrom('bank_chapters')
      .select(['subject_id', 'title'])
      .where('parent_id', 'is', null)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ])
  const titles = new Map<number, string[]>()
  for (const chapter of chapters) {
    const list = titles.get(Number(chapter.subject_id)) ?? []
    list.push(chapter.title)
    titles.set(Number(chapter.subject_id), list)
  }
  return subjects.map((subject) => ({
    id: Number(subject.id),
    examId: Number(subject.exam_id),
    examName: subject.exam_name,
    name: subject.name,
    year: Number(subject.year),
    questionCount: Number(subject.question_count),
    chapters: titles.get(Number(subject.id)) ?? [],
  }))
}
