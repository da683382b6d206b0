import type { Kysely, Transaction } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

type Db = Kysely<Database> | Transaction<Database>

export interface AnswerRecord {
  userId: number
  questionId: number
  subjectId: number
  paperId: number | null
  answer: string
  correct: boolean
  answeredAt: Instant
}

/** Logs an answer and folds it into the learner's progress row of the question. */
export async function recordAnswer(db: Db, record: AnswerRecord): Promise<void> {
  const correct = record.correct ? 1 : 0
  await db
    .insertInto('question_answers')
    .values({
      user_id: record.userId,
      question_id: record.questionId,
      subject_id: record.subjectId,
      paper_id: record.paperId,
      answer: record.answer,
      correct,
      answered_at: record.answeredAt,
    })
    .execute()
  await db
    .insertInto('question_progress')
    .values({
      user_id: record.userId,
      question_id: record.questionId,
      subject_id: record.subjectId,
      answers: 1,
      rights: correct,
      last_correct: correct,
      updated_at: record.answeredAt,
      streak: correct,
      wrong_count: 1 - correct,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => ({
        answers: eb('question_progress.answers', '+', 1),
        rights: eb('question_progress.rights', '+', eb.ref('excluded.rights')),
        last_correct: eb.ref('excluded.last_correct'),
        updated_at: eb.ref('excluded.updated_at'),
        // Right answers in a row: one more when right, back to none when wrong.
        streak: eb
          .case()
          .when(eb.ref('excluded.last_correct'), '=', 1)
          .then(eb('question_progress.streak', '+', 1))
          .else(0)
          .end(),
        wrong_count: eb('question_progress.wrong_count', '+', eb.ref('excluded.wrong_count')),
      })),
    )
    .execute()
}

/** A choice unit with its options, or undefined when the id is not one. */
export async function findChoiceUnit(db: Db, questionId: number) {
  const question = await db
    .selectFrom('questions')
    .leftJoin('questions as parent', 'parent.id', 'questions.parent_id')
    .select([
      'questions.id',
      'questions.subject_id',
      'questions.kind',
      'parent.kind as parent_kind',
    ])
    .where('questions.id', '=', questionId)
    .executeTakeFirst()
  if (!question || !['single', 'multiple', 'judge', 'indefinite'].includes(question.kind)) {
    return undefined
  }
  if (question.parent_kind !== null && question.parent_kind !== 'case') return undefined
  const options = await db
    .selectFrom('question_options')
    .select(['id', 'correct'])
    .where('question_id', '=', questionId)
    .orderBy('sort')
    .execute()
  return {
    id: Number(question.id),
    subjectId: Number(question.subject_id),
    options: options.map((option) => ({
      id: Number(option.id),
      correct: Number(option.correct) === 1,
    })),
  }
}
