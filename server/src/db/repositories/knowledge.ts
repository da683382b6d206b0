import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export interface PointRow {
  id: number
  name: string
  importance: number
  sort: number
  subjectId: number
  chapterId: number
  chapterTitle: string
  questionCount: number
}

const pointQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('knowledge_points')
    .innerJoin('bank_chapters', 'bank_chapters.id', 'knowledge_points.chapter_id')
    .select([
      'knowledge_points.id',
      'knowledge_points.name',
      'knowledge_points.importance',
      'knowledge_points.sort',
      'knowledge_points.subject_id',
      'knowledge_points.chapter_id',
      'bank_chapters.title as chapter_title',
    ])

type RawPoint = Awaited<ReturnType<ReturnType<typeof pointQuery>['execute']>>[number]

function toPoint(row: RawPoint, counts: Map<number, number>): PointRow {
  return {
    id: Number(row.id),
    name: row.name,
    importance: Number(row.importance),
    sort: Number(row.sort),
    subjectId: Number(row.subject_id),
    chapterId: Number(row.chapter_id),
    chapterTitle: row.chapter_title,
    questionCount: counts.get(Number(row.id)) ?? 0,
  }
}

async function questionCounts(db: Kysely<Database>, pointIds: number[]) {
  if (pointIds.length === 0) return new Map<number, number>()
  const rows = await db
    .selectFrom('question_points')
    .select((eb) => ['point_id', eb.fn.countAll<number>().as('n')])
    .where('point_id', 'in', pointIds)
    .groupBy('point_id')
    .execute()
  return new Map(rows.map((row) => [Number(row.point_id), Number(row.n)]))
}

/** A subject's knowledge points in chapter order, with their question counts. */
export async function pointsOfSubject(db: Kysely<Database>, subjectId: number) {
  const rows = await pointQuery(db)
    .where('knowledge_points.subject_id', '=', subjectId)
    .orderBy('bank_chapters.sort')
    .orderBy('knowledge_points.sort')
    .execute()
  const counts = await questionCounts(
    db,
    rows.map((row) => Number(row.id)),
  )
  return rows.map((row) => toPoint(row, counts))
}

export async function findPoint(db: Kysely<Database>, id: number): Promise<PointRow | undefined> {
  const row = await pointQuery(db).where('knowledge_points.id', '=', id).executeTakeFirst()
  return row ? toPoint(row, await questionCounts(db, [id])) : undefined
}

/** The learner's answered and right units per knowledge point of a subject. */
export async function pointProgress(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  pointIds?: number[],
): Promise<Map<number, { done: number; right: number }>> {
  const rows = await db
    .selectFrom('question_progress')
    .innerJoin('question_points', 'question_points.question_id', 'question_progress.question_id')
    .select((eb) => [
      'question_points.point_id',
      eb.fn.countAll<number>().as('done'),
      eb.fn.sum<number>('question_progress.last_correct').as('right'),
    ])
    .where('question_progress.user_id', '=', userId)
    .where('question_progress.subject_id', '=', subjectId)
    .$if(pointIds !== undefined, (q) => q.where('question_points.point_id', 'in', pointIds ?? []))
    .groupBy('question_points.point_id')
    .execute()
  return new Map(
    rows.map((row) => [
      Number(row.point_id),
      { done: Number(row.done), right: Number(row.right ?? 0) },
    ]),
  )
}

/** Units tied to a knowledge point of the subject (what smart practice draws from). */
export async function pointedQuestionCount(db: Kysely<Database>, subjectId: number) {
  const row = await db
    .selectFrom('question_points')
    .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
    .select((eb) => eb.fn.count<number>('question_points.question_id').distinct().as('n'))
    .where('knowledge_points.subject_id', '=', subjectId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function lessonsOfPoint(db: Kysely<Database>, pointId: number) {
  return db
    .selectFrom('lesson_points')
    .innerJoin('lessons', 'lessons.id', 'lesson_points.lesson_id')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select([
      'lessons.id',
      'lessons.course_id',
      'lessons.title',
      'lessons.free',
      'courses.title as course_title',
    ])
    .where('lesson_points.point_id', '=', pointId)
    .where('lessons.status', '=', 'published')
    .orderBy('lessons.course_id')
    .orderBy('lessons.sort')
    .execute()
}

/** A point's questions in order; the free trial ones only when `freeOnly`. */
export function questionsOfPoint(
  db: Kysely<Database>,
  pointId: number,
  limit: number,
  freeOnly: boolean,
) {
  return db
    .selectFrom('question_points')
    .innerJoin('questions', 'questions.id', 'question_points.question_id')
    .select([
      'questions.id',
      'questions.kind',
      'questions.stem',
      'questions.difficulty',
      'questions.free',
    ])
    .where('question_points.point_id', '=', pointId)
    .$if(freeOnly, (q) => q.where('questions.free', '=', 1))
    .orderBy('questions.sort')
    .limit(limit)
    .execute()
}
