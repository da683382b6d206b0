import { sql, type Kysely, type Selectable, type Transaction } from 'kysely'
import type { AttemptTable, Database } from '../schema'

type Db = Kysely<Database> | Transaction<Database>
export type AttemptRow = Selectable<AttemptTable>

/** A paper's questions in order, with their marks on the paper. */
export function paperQuestionRows(db: Db, paperId: number) {
  return db
    .selectFrom('paper_questions')
    .innerJoin('questions', 'questions.id', 'paper_questions.question_id')
    .selectAll('questions')
    .select('paper_questions.marks as paper_marks')
    .where('paper_questions.paper_id', '=', paperId)
    .orderBy('paper_questions.sort')
    .execute()
}

/** The questions an attempt started with, in order, with their marks on the paper then. */
export function attemptQuestionRows(db: Db, attemptId: number) {
  return db
    .selectFrom('attempt_questions')
    .innerJoin('questions', 'questions.id', 'attempt_questions.question_id')
    .selectAll('questions')
    .select('attempt_questions.marks as paper_marks')
    .where('attempt_questions.attempt_id', '=', attemptId)
    .orderBy('attempt_questions.sort')
    .execute()
}

/** The sub-questions of cases and material questions, in order. */
export function childRows(db: Db, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('questions')
    .selectAll()
    .where('parent_id', 'in', parentIds)
    .orderBy('parent_id')
    .orderBy('sort')
    .execute()
}

export function optionRows(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'content', 'correct'])
    .where('question_id', 'in', questionIds)
    .orderBy('question_id')
    .orderBy('sort')
    .execute()
}

/**
 * A new attempt with the paper's questions as they are now (attempt_questions), both written
 * together: the attempt keeps that list whatever later happens to the paper.
 */
export async function insertAttempt(
  db: Db,
  attempt: Pick<
    Selectable<AttemptTable>,
    'user_id' | 'paper_id' | 'subject_id' | 'mode' | 'started_at' | 'ends_at' | 'total'
  >,
): Promise<number> {
  const write = async (trx: Db) => {
    const row = await trx
      .insertInto('attempts')
      .values({ ...attempt, score: null, report: null, submitted_at: null })
      .returning('id')
      .executeTakeFirstOrThrow()
    const attemptId = Number(row.id)
    await trx
      .insertInto('attempt_questions')
      .columns(['attempt_id', 'question_id', 'section', 'marks', 'sort'])
      .expression(
        trx
          .selectFrom('paper_questions')
          // A literal: PostgreSQL would type a parameter here as text.
          .select([sql.lit(attemptId).as('attempt_id'), 'question_id', 'section', 'marks', 'sort'])
          .where('paper_id', '=', attempt.paper_id),
      )
      .execute()
    return attemptId
  }
  return db.isTransaction ? write(db) : db.transaction().execute(write)
}

export function findAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('attempts').selectAll().where('id', '=', id).executeTakeFirst()
}

export function attemptAnswers(db: Db, attemptId: number) {
  return db
    .selectFrom('attempt_answers')
    .select(['question_id', 'answer', 'saved_at', 'self_marks'])
    .where('attempt_id', '=', attemptId)
    .execute()
}

/** Saves an answer, replacing an earlier one to the same question. */
export async function saveAttemptAnswer(
  db: Db,
  row: {
    attemptId: number
    questionId: number
    answer: string
    savedAt: number
    device: string | null
  },
): Promise<void> {
  await db
    .insertInto('attempt_answers')
    .values({
      attempt_id: row.attemptId,
      question_id: row.questionId,
      answer: row.answer,
      saved_at: row.savedAt,
      device: row.device,
    })
    .onConflict((oc) =>
      oc.columns(['attempt_id', 'question_id']).doUpdateSet((eb) => ({
        answer: eb.ref('excluded.answer'),
        saved_at: eb.ref('excluded.saved_at'),
        device: eb.ref('excluded.device'),
      })),
    )
    .execute()
}

export async function setPosition(db: Db, attemptId: number, position: number): Promise<void> {
  await db.updateTable('attempts').set({ position }).where('id', '=', attemptId).execute()
}

export async function markSubmitted(
  db: Db,
  attemptId: number,
  values: { submittedAt: number; score: number; report: string; answered: number },
): Promise<void> {
  await db
    .updateTable('attempts')
    .set({
      submitted_at: values.submittedAt,
      score: values.score,
      report: values.report,
      answered: values.answered,
    })
    .where('id', '=', attemptId)
    .execute()
}

/**
 * The other submitted attempts at a paper that answered at least `leastAnswered` questions:
 * how many, and how many scored less.
 */
export async function rankOnPaper(
  db: Db,
  paperId: number,
  attemptId: number,
  score: number,
  leastAnswered: number,
): Promise<{ others: number; below: number }> {
  const row = await db
    .selectFrom('attempts')
    .select((eb) => [
      eb.fn.countAll<number>().as('others'),
      eb.fn.sum<number>(eb.case().when('score', '<', score).then(1).else(0).end()).as('below'),
    ])
    .where('paper_id', '=', paperId)
    .where('submitted_at', 'is not', null)
    .where('answered', '>=', leastAnswered)
    .where('id', '!=', attemptId)
    .executeTakeFirstOrThrow()
  return { others: Number(row.others), below: Number(row.below ?? 0) }
}

/**
 * Questions most often answered wrong by everyone, the most missed first: a paper's (on that
 * paper), or among some questions (on any paper).
 */
export async function mostMissed(
  db: Db,
  among: { paperId: number } | { questionIds: number[] },
  limit: number,
): Promise<number[]> {
  if ('questionIds' in among && among.questionIds.length === 0) return []
  const rows = await db
    .selectFrom('question_answers')
    .select((eb) => [
      'question_id',
      eb.fn.sum<number>(eb.case().when('correct', '=', 0).then(1).else(0).end()).as('missed'),
    ])
    .$if('paperId' in among, (q) =>
      q.where('paper_id', '=', (among as { paperId: number }).paperId),
    )
    .$if('questionIds' in among, (q) =>
      q.where('question_id', 'in', (among as { questionIds: number[] }).questionIds),
    )
    .groupBy('question_id')
    .orderBy('missed', 'desc')
    .orderBy('question_id')
    .limit(limit)
    .execute()
  return rows.filter((row) => Number(row.missed) > 0).map((row) => Number(row.question_id))
}

export function findAttemptAnswer(db: Db, attemptId: number, questionId: number) {
  return db
    .selectFrom('attempt_answers')
    .select(['answer', 'saved_at', 'device'])
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .executeTakeFirst()
}

/** The learner's exam at a paper that is neither submitted nor over, if any. */
export function openExamAttempt(db: Db, userId: number, paperId: number, now: number) {
  return db
    .selectFrom('attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .where('mode', '=', 'exam')
    .where('submitted_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst()
}

/** The marks (hundredths) a learner gave their own written answer after submitting. */
export async function setSelfMarks(
  db: Db,
  attemptId: number,
  questionId: number,
  marks: number,
): Promise<void> {
  await db
    .updateTable('attempt_answers')
    .set({ self_marks: marks })
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .execute()
}

/**
 * A submitted attempt's kept report, rewritten after the learner marks an answer; its score
 * (what ranks it among others) stays the one marked by the server.
 */
export async function updateReport(db: Db, attemptId: number, report: string): Promise<void> {
  await db.updateTable('attempts').set({ report }).where('id', '=', attemptId).execute()
}

/**
 * The learner's attempts at a paper still open (neither submitted nor past their end), the
 * latest first, with how many answers each holds.
 */
export function openAttempts(db: Db, userId: number, paperId: number, now: number) {
  return db
    .selectFrom('attempts')
    .leftJoin('attempt_answers', 'attempt_answers.attempt_id', 'attempts.id')
    .select((eb) => [
      'attempts.id',
      'attempts.mode',
      'attempts.started_at',
      'attempts.ends_at',
      'attempts.position',
      eb.fn.count<number>('attempt_answers.question_id').as('answered'),
    ])
    .where('attempts.user_id', '=', userId)
    .where('attempts.paper_id', '=', paperId)
    .where('attempts.submitted_at', 'is', null)
    .where((eb) => eb.or([eb('attempts.ends_at', 'is', null), eb('attempts.ends_at', '>', now)]))
    .groupBy([
      'attempts.id',
      'attempts.mode',
      'attempts.started_at',
      'attempts.ends_at',
      'attempts.position',
    ])
    .orderBy('attempts.started_at', 'desc')
    .orderBy('attempts.id', 'desc')
    .execute()
}

/** The learner's exams at a paper whose time ran out unsubmitted (no one looked since). */
export async function expiredOpenAttempts(
  db: Db,
  userId: number,
  paperId: number,
  now: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('attempts')
    .select('id')
    .where('user_id', '=', userId)
    .where('paper_id', '=', paperId)
    .where('submitted_at', 'is', null)
    .where('ends_at', '<=', now)
    .execute()
  return rows.map((row) => Number(row.id))
}

/** Takes back an answer (the learner cleared it). */
export async function deleteAttemptAnswer(
  db: Db,
  attemptId: number,
  questionId: number,
): Promise<void> {
  await db
    .deleteFrom('attempt_answers')
    .where('attempt_id', '=', attemptId)
    .where('question_id', '=', questionId)
    .execute()
}
