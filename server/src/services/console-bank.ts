import type { Kysely, Transaction } from 'kysely'
import type {
  BankSubjectChange,
  ConsoleBankSubject,
  ConsoleExam,
  ExamInput,
  NewBankSubject,
} from '@common/contracts/console-bank'
import { catalogueNameError, examYearError, sprintDateError } from '@common/rules/bank-catalogue'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import { chinaDate, isCalendarDate, parseChinaTime, type Instant } from '@server/time'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>

async function subjectsOf(db: Db, subjectId?: number): Promise<ConsoleBankSubject[]> {
  const rows = await db
    .selectFrom('bank_subjects')
    .select((eb) => [
      'bank_subjects.id',
      'bank_subjects.exam_id',
      'bank_subjects.name',
      'bank_subjects.year',
      'bank_subjects.exam_date',
      'bank_subjects.sprint_open_at',
      'bank_subjects.question_count',
      eb
        .selectFrom('bank_chapters')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('bank_chapters.subject_id', '=', 'bank_subjects.id')
        .where('bank_chapters.parent_id', 'is', null)
        .as('chapter_count'),
    ])
    .$if(subjectId !== undefined, (q) => q.where('bank_subjects.id', '=', subjectId as number))
    .orderBy('bank_subjects.year', 'desc')
    .orderBy('bank_subjects.sort')
    .orderBy('bank_subjects.id')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    examId: Number(row.exam_id),
    name: row.name,
    year: Number(row.year),
    examDate: chinaDate(Number(row.exam_date)),
    sprintDate: row.sprint_open_at === null ? null : chinaDate(Number(row.sprint_open_at)),
    questionCount: Number(row.question_count),
    chapterCount: Number(row.chapter_count ?? 0),
  }))
}

/** The bank's exams in order, each with its subjects, newest year first. */
export async function consoleExams(db: Kysely<Database>): Promise<ConsoleExam[]> {
  const [exams, subjects] = await Promise.all([
    db.selectFrom('bank_exams').selectAll().orderBy('sort').orderBy('id').execute(),
    subjectsOf(db),
  ])
  return exams.map((exam) => ({
    id: Number(exam.id),
    name: exam.name,
    sort: Number(exam.sort),
    subjects: subjects.filter((subject) => subject.examId === Number(exam.id)),
  }))
}

/** A new exam of the bank, after the others; its id the next free one. */
export async function createExam(
  db: Kysely<Database>,
  input: ExamInput,
  actor: Actor,
  now: Instant,
) {
  assertValid(catalogueNameError(input.name, '考试'))
  const name = input.name.trim()
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('bank_exams')
      .select((eb) => [eb.fn.max<number>('id').as('id'), eb.fn.max<number>('sort').as('sort')])
      .executeTakeFirst()
    const id = Number(last?.id ?? 0) + 1
    const sort = input.sort ?? Number(last?.sort ?? -1) + 1
    await trx.insertInto('bank_exams').values({ id, name, sort }).execute()
    await audit(trx, actor, 'exam.create', `exam:${id}`, { after: { name } }, now)
    return { id, name, sort }
  })
}

export async function changeExam(
  db: Kysely<Database>,
  id: number,
  input: ExamInput,
  actor: Actor,
  now: Instant,
) {
  assertValid(catalogueNameError(input.name, '考试'))
  const before = await db
    .selectFrom('bank_exams')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!before) throw FAILURES.examNotFound()
  const name = input.name.trim()
  const sort = input.sort ?? Number(before.sort)
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('bank_exams').set({ name, sort }).where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'exam.update',
      `exam:${id}`,
      { before: { name: before.name }, after: { name } },
      now,
    )
  })
  return { id, name, sort }
}

/** A subject's dates checked: real days, the exam in its year, the sprint paper before it. */
function checkedDates(year: number, examDate: string, sprintDate: string | null) {
  if (!isCalendarDate(examDate)) throw new ApiFailure(400, '请填写有效的考试日期')
  if (sprintDate !== null && !isCalendarDate(sprintDate)) {
    throw new ApiFailure(400, '请填写有效的押题卷开放日期')
  }
  assertValid(examYearError(year, examDate))
  assertValid(sprintDateError(examDate, sprintDate))
  return {
    exam_date: parseChinaTime(examDate),
    sprint_open_at: sprintDate === null ? null : parseChinaTime(sprintDate),
  }
}

async function assertNoTwin(db: Db, examId: number, name: string, year: number, except = 0) {
  const twin = await db
    .selectFrom('bank_subjects')
    .select('id')
    .where('exam_id', '=', examId)
    .where('name', '=', name)
    .where('year', '=', year)
    .where('id', '!=', except)
    .executeTakeFirst()
  if (twin) throw new ApiFailure(409, `${year} 年已有科目“${name}”`)
}

/**
 * Copies a subject's chapters, their 节 and knowledge points (not its questions) into another:
 * the start of a new exam year, whose questions come by import.
 */
async function copyOutline(trx: Db, fromId: number, toId: number): Promise<void> {
  const chapters = await trx
    .selectFrom('bank_chapters')
    .selectAll()
    .where('subject_id', '=', fromId)
    .orderBy('parent_id', (ob) => ob.nullsFirst())
    .orderBy('sort')
    .orderBy('id')
    .execute()
  const ids = new Map<number, number>()
  for (const chapter of chapters) {
    const made = await trx
      .insertInto('bank_chapters')
      .values({
        subject_id: toId,
        parent_id: chapter.parent_id === null ? null : (ids.get(Number(chapter.parent_id)) ?? null),
        title: chapter.title,
        sort: chapter.sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(Number(chapter.id), Number(made.id))
  }
  const points = await trx
    .selectFrom('knowledge_points')
    .selectAll()
    .where('subject_id', '=', fromId)
    .orderBy('id')
    .execute()
  if (points.length > 0) {
    await trx
      .insertInto('knowledge_points')
      .values(
        points.map((point) => ({
          subject_id: toId,
          chapter_id: ids.get(Number(point.chapter_id)) ?? Number(point.chapter_id),
          name: point.name,
          importance: point.importance,
          sort: point.sort,
        })),
      )
      .execute()
  }
}

/** A subject of an exam in a year, empty or with another subject's outline. */
export async function createBankSubject(
  db: Kysely<Database>,
  input: NewBankSubject,
  actor: Actor,
  now: Instant,
): Promise<ConsoleBankSubject> {
  assertValid(catalogueNameError(input.name, '科目'))
  const name = input.name.trim()
  const dates = checkedDates(input.year, input.examDate, input.sprintDate ?? null)
  const exam = await db
    .selectFrom('bank_exams')
    .select('id')
    .where('id', '=', input.examId)
    .executeTakeFirst()
  if (!exam) throw FAILURES.examNotFound()
  if (input.copyFrom !== undefined) {
    const source = await db
      .selectFrom('bank_subjects')
      .select('id')
      .where('id', '=', input.copyFrom)
      .executeTakeFirst()
    if (!source) throw FAILURES.subjectNotFound()
  }
  const id = await db.transaction().execute(async (trx) => {
    await assertNoTwin(trx, input.examId, name, input.year)
    const made = await trx
      .insertInto('bank_subjects')
      .values({ exam_id: input.examId, name, year: input.year, ...dates })
      .returning('id')
      .executeTakeFirstOrThrow()
    const subjectId = Number(made.id)
    if (input.copyFrom !== undefined) await copyOutline(trx, input.copyFrom, subjectId)
    await audit(
      trx,
      actor,
      'subject.create',
      `subject:${subjectId}`,
      {
        after: {
          name,
          year: input.year,
          examDate: input.examDate,
          copyFrom: input.copyFrom ?? null,
        },
      },
      now,
    )
    return subjectId
  })
  return (await subjectsOf(db, id))[0]
}

export async function changeBankSubject(
  db: Kysely<Database>,
  id: number,
  change: BankSubjectChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleBankSubject> {
  const [before] = await subjectsOf(db, id)
  if (!before) throw FAILURES.subjectNotFound()
  const name = (change.name ?? before.name).trim()
  assertValid(catalogueNameError(name, '科目'))
  const year = change.year ?? before.year
  const examDate = change.examDate ?? before.examDate
  const sprintDate = change.sprintDate === undefined ? before.sprintDate : change.sprintDate
  const dates = checkedDates(year, examDate, sprintDate)
  await db.transaction().execute(async (trx) => {
    await assertNoTwin(trx, before.examId, name, year, id)
    await trx
      .updateTable('bank_subjects')
      .set({ name, year, ...dates })
      .where('id', '=', id)
      .execute()
    await audit(
      trx,
      actor,
      'subject.update',
      `subject:${id}`,
      {
        before: {
          name: before.name,
          year: before.year,
          examDate: before.examDate,
          sprintDate: before.sprintDate,
        },
        after: { name, year, examDate, sprintDate },
      },
      now,
    )
  })
  return (await subjectsOf(db, id))[0]
}
