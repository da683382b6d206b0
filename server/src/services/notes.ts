import type { Kysely } from 'kysely'
import type { QuestionNote } from '@common/contracts/practice'
import {
  countCorrectionsSince,
  deleteNote,
  insertCorrection,
  findNote,
  questionSubject,
  saveNote,
  toggleFavourite,
} from '../db/repositories/notes'
import { freeUnitIds } from '../db/repositories/own-sets'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { lockKey } from '../db/locks'
import { chinaTime, HOUR_MS, type Instant } from '../time'
import { subjectAccess } from './bank'
import { FAILURES } from '@server/failures'

export const NOTE_MAX = 1000

async function existingQuestion(db: Kysely<Database>, questionId: number) {
  const question = await questionSubject(db, questionId)
  if (!question) throw FAILURES.questionNotFound()
  return question
}

/** The learner's note on a question (empty when none). */
export async function noteOf(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
): Promise<QuestionNote> {
  await existingQuestion(db, questionId)
  const note = await findNote(db, userId, questionId)
  return {
    questionId,
    content: note?.content ?? '',
    updatedAt: note ? chinaTime(Number(note.updated_at)) : null,
  }
}

export async function writeNote(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
  content: string,
  now: Instant,
): Promise<QuestionNote> {
  await existingQuestion(db, questionId)
  const text = content.trim()
  if (text === '') throw new ApiFailure(400, '笔记内容不能为空')
  if (text.length > NOTE_MAX) throw new ApiFailure(400, `笔记最多${NOTE_MAX}个字`)
  await saveNote(db, { userId, questionId, content: text, updatedAt: now })
  return { questionId, content: text, updatedAt: chinaTime(now) }
}

export async function removeNote(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
): Promise<QuestionNote> {
  await existingQuestion(db, questionId)
  await deleteNote(db, userId, questionId)
  return { questionId, content: '', updatedAt: null }
}

export async function switchFavourite(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
  now: Instant,
): Promise<{ questionId: number; favourite: boolean }> {
  const question = await existingQuestion(db, questionId)
  // Only a question the learner may see: a free trial one, or one of a subject bought.
  const free = (await freeUnitIds(db, [questionId])).has(questionId)
  if (!free && !(await subjectAccess(db, userId, Number(question.subject_id), now)).access) {
    throw FAILURES.subjectNotBought()
  }
  const favourite = await toggleFavourite(db, {
    userId,
    questionId,
    subjectId: Number(question.subject_id),
    now,
  })
  return { questionId, favourite }
}

/** 纠错 reports a learner may send within an hour. */
export const CORRECTIONS_PER_HOUR = 10
export const CORRECTION_MAX = 500

/** A mistake reported in a question (纠错), counted and written as one step. */
export async function reportCorrection(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
  content: string,
  now: Instant,
): Promise<{ id: number }> {
  await existingQuestion(db, questionId)
  const text = content.trim()
  if (text === '') throw new ApiFailure(400, '请描述题目的错误')
  if (text.length > CORRECTION_MAX) throw new ApiFailure(400, `纠错内容最多${CORRECTION_MAX}个字`)
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `corrections:${userId}`)
    if ((await countCorrectionsSince(trx, userId, now - HOUR_MS)) >= CORRECTIONS_PER_HOUR) {
      throw FAILURES.postingTooOften()
    }
    return {
      id: await insertCorrection(trx, { userId, questionId, content: text, createdAt: now }),
    }
  })
}
