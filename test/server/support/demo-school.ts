import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'

/** Catalogue tables compared row by row (ids included: tests name demo courses by id). */
const CATALOGUE_TABLES = [
  'organisations',
  'banners',
  'course_categories',
  'courses',
  'chapters',
  'lessons',
  'teachers',
  'lives',
  'classrooms',
  'classroom_courses',
  'classroom_goods',
  'goods_types',
  'goods',
  'goods_courses',
  'goods_subjects',
  'users',
  'lesson_discussions',
  'discussion_replies',
  'addresses',
  'shipments',
  'shipment_events',
] as const

/** Columns that are random by design (order numbers), left out of the comparison. */
const RANDOM_COLUMNS: Record<string, string[]> = { orders: ['order_no', 'transaction_id'] }

/**
 * Columns added after the hashes were recorded (null in every seeded row): left out, so that
 * the hashes keep comparing the school with the one the TypeScript seed made. Their features'
 * own tests hold what they store.
 */
const LATER_COLUMNS: Record<string, string[]> = { goods: ['validity_days'] }

type Row = Record<string, unknown>

const byKeys = (row: Row, drop: string[] = []) =>
  Object.fromEntries(
    Object.keys(row)
      .filter((key) => !drop.includes(key))
      .sort()
      .map((key) => [key, row[key]]),
  )

/**
 * The seeded school in a form that does not depend on how the bank was written: a subject's
 * chapters, points, questions (in their order, options, answers, marks, points by name) and
 * papers (kind, title, their questions by place) are compared by content, not by id.
 */
async function normalizedBank(db: Kysely<Database>) {
  const subjects = await db.selectFrom('bank_subjects').selectAll().orderBy('id').execute()
  const exams = await db.selectFrom('bank_exams').selectAll().orderBy('id').execute()
  const result = []
  for (const subject of subjects) {
    const [chapters, points, questions, options, questionPoints, papers, paperQuestions] =
      await Promise.all([
        db
          .selectFrom('bank_chapters')
          .selectAll()
          .where('subject_id', '=', subject.id)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('knowledge_points')
          .selectAll()
          .where('subject_id', '=', subject.id)
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('questions')
          .selectAll()
          .where('subject_id', '=', subject.id)
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
          .where('questions.subject_id', '=', subject.id)
          .orderBy('question_options.question_id')
          .orderBy('question_options.sort')
          .execute(),
        db
          .selectFrom('question_points')
          .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
          .select(['question_points.question_id', 'knowledge_points.name'])
          .where('knowledge_points.subject_id', '=', subject.id)
          .execute(),
        db
          .selectFrom('papers')
          .selectAll()
          .where('subject_id', '=', subject.id)
          .orderBy('kind')
          .orderBy('sort')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('paper_questions')
          .innerJoin('papers', 'papers.id', 'paper_questions.paper_id')
          .select([
            'paper_questions.paper_id',
            'paper_questions.question_id',
            'paper_questions.section',
            'paper_questions.marks',
          ])
          .where('papers.subject_id', '=', subject.id)
          .orderBy('paper_questions.paper_id')
          .orderBy('paper_questions.sort')
          .execute(),
      ])
    const chapterTitle = new Map(chapters.map((c) => [c.id, c.title]))
    const place = new Map(questions.map((q, index) => [q.id, index]))
    result.push({
      subject: byKeys(subject, ['id']),
      chapters: chapters.map((c) => ({
        title: c.title,
        parent: c.parent_id === null ? null : chapterTitle.get(c.parent_id),
      })),
      points: points.map((p) => ({
        name: p.name,
        importance: p.importance,
        chapter: chapterTitle.get(p.chapter_id),
      })),
      questions: questions.map((q) => ({
        ...byKeys(q, ['id', 'subject_id', 'chapter_id', 'parent_id', 'sort']),
        chapter: chapterTitle.get(q.chapter_id),
        parent: q.parent_id === null ? null : place.get(q.parent_id),
        options: options
          .filter((o) => o.question_id === q.id)
          .map((o) => [o.content, Number(o.correct)]),
        points: questionPoints
          .filter((p) => p.question_id === q.id)
          .map((p) => p.name)
          .sort(),
      })),
      papers: papers.map((p) => ({
        ...byKeys(p, ['id', 'subject_id', 'chapter_id', 'sort']),
        chapter: p.chapter_id === null ? null : chapterTitle.get(p.chapter_id),
        questions: paperQuestions
          .filter((row) => row.paper_id === p.id)
          .map((row) => [place.get(row.question_id), row.section, row.marks]),
      })),
    })
  }
  return { exams, subjects: result }
}

/** The demo school as plain data: the catalogue's rows and the bank by content. */
export async function normalizedSchool(db: Kysely<Database>) {
  const catalogue: Record<string, Row[]> = {}
  for (const table of CATALOGUE_TABLES) {
    const rows = (await db.selectFrom(table).selectAll().execute()) as Row[]
    catalogue[table] = rows
      .map((row) => byKeys(row, LATER_COLUMNS[table]))
      .sort((a, b) => order(a, b))
  }
  const orders = (await db.selectFrom('orders').selectAll().orderBy('id').execute()) as Row[]
  catalogue.orders = orders.map((row) => byKeys(row, RANDOM_COLUMNS.orders))
  const lessonPoints = await db
    .selectFrom('lesson_points')
    .innerJoin('knowledge_points', 'knowledge_points.id', 'lesson_points.point_id')
    .select(['lesson_points.lesson_id', 'knowledge_points.subject_id', 'knowledge_points.name'])
    .orderBy('lesson_points.lesson_id')
    .orderBy('knowledge_points.subject_id')
    .orderBy('knowledge_points.sort')
    .execute()
  return { catalogue, lessonPoints, bank: await normalizedBank(db) }
}

function order(a: Row, b: Row): number {
  const left = JSON.stringify(a)
  const right = JSON.stringify(b)
  return left < right ? -1 : left > right ? 1 : 0
}

/** A sha256 of the normalized school, and its parts' hashes to say where two differ. */
export async function schoolHashes(db: Kysely<Database>): Promise<Record<string, string>> {
  const school = await normalizedSchool(db)
  const hash = (value: unknown) =>
    createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)
  const parts: Record<string, string> = {}
  for (const [table, rows] of Object.entries(school.catalogue)) parts[table] = hash(rows)
  parts.lessonPoints = hash(school.lessonPoints)
  parts.bankExams = hash(school.bank.exams)
  for (const subject of school.bank.subjects) {
    const key = `bank ${String(subject.subject.exam_id)} ${String(subject.subject.year)} ${String(subject.subject.name)}`
    parts[key] = hash(subject)
  }
  return { school: hash(school), ...parts }
}
