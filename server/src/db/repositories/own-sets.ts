import type { Kysely, Transaction } from 'kysely'
import type { Database, OwnPaperKind } from '../schema'

type Db = Kysely<Database> | Transaction<Database>

/** The top-level question of each unit (a case's or material question's own id), in order. */
export async function topLevelIds(db: Db, unitIds: number[]): Promise<number[]> {
  if (unitIds.length === 0) return []
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'parent_id'])
    .where('id', 'in', unitIds)
    .execute()
  const top = new Map(rows.map((row) => [Number(row.id), Number(row.parent_id ?? row.id)]))
  return [...new Set(unitIds.filter((id) => top.has(id)).map((id) => top.get(id) as number))]
}

/** Which of these units are free trial questions (theirs or their case's flag). */
export async function freeUnitIds(db: Db, unitIds: number[]): Promise<Set<number>> {
  if (unitIds.length === 0) return new Set()
  const rows = await db
    .selectFrom('questions')
    .leftJoin('questions as parent', 'parent.id', 'questions.parent_id')
    .select('questions.id')
    .where('questions.id', 'in', unitIds)
    .where((eb) => eb.or([eb('questions.free', '=', 1), eb('parent.free', '=', 1)]))
    .execute()
  return new Set(rows.map((row) => Number(row.id)))
}

/** How many units each top-level question holds: a case's sub-questions, else 1. */
export async function unitCounts(db: Db, questionIds: number[]): Promise<Map<number, number>> {
  if (questionIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('questions as top')
    .leftJoin('questions as sub', (join) =>
      join.onRef('sub.parent_id', '=', 'top.id').on('top.kind', '=', 'case'),
    )
    .select((eb) => ['top.id', eb.fn.count<number>('sub.id').as('subs')])
    .where('top.id', 'in', questionIds)
    .groupBy('top.id')
    .execute()
  return new Map(rows.map((row) => [Number(row.id), Math.max(1, Number(row.subs))]))
}

/** The learner's favourites of a subject, latest first. */
export async function favouriteQuestionIds(
  db: Db,
  userId: number,
  subjectId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('question_favourites')
    .select('question_id')
    .where('user_id', '=', userId)
    .where('subject_id', '=', subjectId)
    .orderBy('created_at', 'desc')
    .orderBy('question_id')
    .execute()
  return rows.map((row) => Number(row.question_id))
}

/** The units tied to a knowledge point, in the bank's order. */
export async function pointQuestionIds(
  db: Db,
  pointId: number,
  subjectId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('question_points')
    .innerJoin('questions', 'questions.id', 'question_points.question_id')
    .select('questions.id')
    .where('question_points.point_id', '=', pointId)
    .where('questions.subject_id', '=', subjectId)
    .orderBy('questions.chapter_id')
    .orderBy('questions.sort')
    .orderBy('questions.id')
    .execute()
  return rows.map((row) => Number(row.id))
}

/**
 * The units tied to a knowledge point of the subject, with the highest importance of their
 * points and the learner's progress on them (null fields: never answered).
 */
export function smartCandidates(db: Db, userId: number, subjectId: number) {
  return db
    .selectFrom('question_points')
    .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
    .innerJoin('questions', 'questions.id', 'question_points.question_id')
    .leftJoin('question_progress', (join) =>
      join
        .onRef('question_progress.question_id', '=', 'question_points.question_id')
        .on('question_progress.user_id', '=', userId),
    )
    .select((eb) => [
      'question_points.question_id as id',
      eb.fn.max('knowledge_points.importance').as('importance'),
      eb.fn.max('question_progress.last_correct').as('last_correct'),
      eb.fn.max('question_progress.updated_at').as('answered_at'),
    ])
    .where('knowledge_points.subject_id', '=', subjectId)
    .where('questions.subject_id', '=', subjectId)
    .groupBy('question_points.question_id')
    .execute()
}

/** Writes a learner's own practice set: the paper, its questions and whose it is. */
export async function insertOwnPaper(
  db: Db,
  set: {
    userId: number
    subjectId: number
    kind: OwnPaperKind
    title: string
    questionIds: number[]
    questionCount: number
    /** 1: made of free trial questions only, open without the subject's access. */
    free: number
    now: number
  },
): Promise<number> {
  const paper = await db
    .insertInto('papers')
    .values({
      subject_id: set.subjectId,
      kind: set.kind,
      chapter_id: null,
      title: set.title,
      question_count: set.questionCount,
      free: set.free,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const paperId = Number(paper.id)
  await db
    .insertInto('paper_questions')
    .values(
      set.questionIds.map((questionId, sort) => ({
        paper_id: paperId,
        question_id: questionId,
        sort,
      })),
    )
    .execute()
  await db
    .insertInto('own_papers')
    .values({ paper_id: paperId, user_id: set.userId, created_at: set.now })
    .execute()
  return paperId
}

/** A set's units, counted once its questions are known. */
export async function setQuestionCount(db: Db, paperId: number, count: number): Promise<void> {
  await db.updateTable('papers').set({ question_count: count }).where('id', '=', paperId).execute()
}

/** Who made a practice set, or undefined for the school's papers. */
export async function ownerOf(db: Db, paperId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('own_papers')
    .select('user_id')
    .where('paper_id', '=', paperId)
    .executeTakeFirst()
  return row ? Number(row.user_id) : undefined
}
