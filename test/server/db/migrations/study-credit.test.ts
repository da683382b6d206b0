import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createUser } from '@server/db/repositories/users'
import type { Database } from '@server/db/schema'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

const MIGRATION = '2026-11-27-16-study-credit'
const BEFORE = '2026-11-27-15-proven-mobiles'
const T0 = Date.UTC(2026, 10, 20, 8, 0, 0)

/** The columns this migration adds that are there now. */
async function added(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables()
  const columns = (table: string) =>
    tables.find((found) => found.name === table)?.columns.map((column) => column.name) ?? []
  return [
    ...columns('video_positions').filter((name) => name === 'credited_seconds'),
    ...columns('attempts').filter((name) => name === 'answered'),
  ]
}

/** Saves as they were before the migration: four lessons watched to different points. */
async function savedPositions(db: Kysely<Database>, userId: number) {
  const lessons = await db
    .selectFrom('lessons')
    .select(['id', 'duration'])
    .where('duration', '>', 20)
    .orderBy('id')
    .limit(4)
    .execute()
  const [half, oldRule, done, short] = lessons.map((lesson) => ({
    id: Number(lesson.id),
    duration: Number(lesson.duration),
  }))
  const rows = [
    { lesson: half, seconds: Math.floor(half.duration / 2), done_at: null },
    { lesson: oldRule, seconds: Math.ceil(oldRule.duration * 0.9), done_at: null },
    { lesson: done, seconds: done.duration, done_at: T0 },
    { lesson: short, seconds: Math.ceil(short.duration * 0.9) - 1, done_at: null },
  ]
  for (const [index, row] of rows.entries()) {
    await db
      .insertInto('video_positions')
      .values({
        user_id: userId,
        lesson_id: row.lesson.id,
        seconds: row.seconds,
        updated_at: T0 + (index + 1) * 1000,
        done_at: row.done_at,
      })
      .execute()
  }
  return rows
}

/** Attempts as they were: handed in with three answers, handed in empty, still open. */
async function attempts(db: Kysely<Database>, userId: number) {
  const paper = await db
    .selectFrom('papers')
    .select(['id', 'subject_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const questions = await db
    .selectFrom('paper_questions')
    .select('question_id')
    .where('paper_id', '=', paper.id)
    .limit(3)
    .execute()
  const insert = async (submitted: boolean, answers: number) => {
    const row = await db
      .insertInto('attempts')
      .values({
        user_id: userId,
        paper_id: Number(paper.id),
        subject_id: Number(paper.subject_id),
        mode: 'exam',
        started_at: T0,
        ends_at: null,
        submitted_at: submitted ? T0 + 60_000 : null,
        score: submitted ? 0 : null,
        report: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const question of questions.slice(0, answers)) {
      await db
        .insertInto('attempt_answers')
        .values({
          attempt_id: Number(row.id),
          question_id: Number(question.question_id),
          answer: '{}',
          saved_at: T0,
        })
        .execute()
    }
    return Number(row.id)
  }
  return [await insert(true, 3), await insert(true, 0), await insert(false, 1)]
}

describe.each(DATABASE_KINDS)('the study credit migration 2026-11-27-16 (%s)', (kind) => {
  it('credits the saved positions, keeps lessons finished by the old rule, counts answers', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    try {
      expect(await added(db)).toEqual(['credited_seconds', 'answered'])
      await migrateToLatest(db, BEFORE)
      expect(await added(db)).toEqual([])

      const userId = await createUser(db, { mobile: '13900000316', nickname: '学分' }, new Date())
      const saved = await savedPositions(db, userId)
      const attemptIds = await attempts(db, userId)
      expect(await migrateToLatest(db, MIGRATION)).toEqual([MIGRATION])

      const positions = await db
        .selectFrom('video_positions')
        .select(['lesson_id', 'seconds', 'credited_seconds', 'done_at'])
        .where('user_id', '=', userId)
        .orderBy('updated_at')
        .execute()
      expect(
        positions.map((row) => ({
          lessonId: Number(row.lesson_id),
          credited: Number(row.credited_seconds),
          doneAt: row.done_at === null ? null : Number(row.done_at),
        })),
      ).toEqual([
        { lessonId: saved[0].lesson.id, credited: saved[0].seconds, doneAt: null },
        // At 90% before done_at existed: finished then, finished now, at its last save.
        { lessonId: saved[1].lesson.id, credited: saved[1].seconds, doneAt: T0 + 2000 },
        { lessonId: saved[2].lesson.id, credited: saved[2].seconds, doneAt: T0 },
        { lessonId: saved[3].lesson.id, credited: saved[3].seconds, doneAt: null },
      ])
      const answered = await db
        .selectFrom('attempts')
        .select(['id', 'answered'])
        .where('id', 'in', attemptIds)
        .orderBy('id')
        .execute()
      expect(answered.map((row) => (row.answered === null ? null : Number(row.answered)))).toEqual([
        3,
        0,
        null,
      ])

      await migrateToLatest(db, BEFORE)
      expect(await added(db)).toEqual([])
      expect(
        await db
          .selectFrom('video_positions')
          .select('seconds')
          .where('user_id', '=', userId)
          .execute(),
      ).toHaveLength(4)
      await migrateToLatest(db)
      expect(await added(db)).toEqual(['credited_seconds', 'answered'])
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
