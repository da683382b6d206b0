import type { Kysely } from 'kysely'
import type { Database } from '../schema'

export function findNote(db: Kysely<Database>, userId: number, questionId: number) {
  return db
    .selectFrom('question_notes')
    .select(['content', 'updated_at'])
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .executeTakeFirst()
}

/** Writes the learner's note on a question, replacing the one before. */
export async function saveNote(
  db: Kysely<Database>,
  note: { userId: number; questionId: number; content: string; updatedAt: number },
): Promise<void> {
  await db
    .insertInto('question_notes')
    .values({
      user_id: note.userId,
      question_id: note.questionId,
      content: note.content,
      updated_at: note.updatedAt,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        content: eb.ref('excluded.content'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute()
}

export async function deleteNote(db: Kysely<Database>, userId: number, questionId: number) {
  await db
    .deleteFrom('question_notes')
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .execute()
}

/** Adds a question to the learner's favourites, or takes it out; resolves whether it is in. */
export async function toggleFavourite(
  db: Kysely<Database>,
  favourite: { userId: number; questionId: number; subjectId: number; now: number },
): Promise<boolean> {
  const removed = await db
    .deleteFrom('question_favourites')
    .where('user_id', '=', favourite.userId)
    .where('question_id', '=', favourite.questionId)
    .executeTakeFirst()
  if (Number(removed.numDeletedRows) > 0) return false
  await db
    .insertInto('question_favourites')
    .values({
      user_id: favourite.userId,
      question_id: favourite.questionId,
      subject_id: favourite.subjectId,
      created_at: favourite.now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doNothing())
    .execute()
  return true
}

export function questionSubject(db: Kysely<Database>, questionId: number) {
  return db
    .selectFrom('questions')
    .select(['id', 'subject_id'])
    .where('id', '=', questionId)
    .executeTakeFirst()
}

/** Which of these questions are in the learner's favourites. */
export async function favouriteIds(
  db: Kysely<Database>,
  userId: number,
  questionIds: number[],
): Promise<number[]> {
  if (questionIds.length === 0) return []
  const rows = await db
    .selectFrom('question_favourites')
    .select('question_id')
    .where('user_id', '=', userId)
    .where('question_id', 'in', questionIds)
    .execute()
  return rows.map((row) => Number(row.question_id))
}

export async function insertCorrection(
  db: Kysely<Database>,
  correction: { userId: number; questionId: number; content: string; createdAt: number },
): Promise<number> {
  const row = await db
    .insertInto('question_corrections')
    .values({
      user_id: correction.userId,
      question_id: correction.questionId,
      content: correction.content,
      created_at: correction.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function countCorrectionsSince(
  db: Kysely<Database>,
  userId: number,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('question_corrections')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
