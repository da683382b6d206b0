import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The practice section: a learner's attempts at a paper (practice or exam mode; an exam's end
 * fixed by the server at its start), the answers saved as they are given, the report kept at
 * submission so that a second submit answers the same; the learner's note on a question; the
 * mistakes learners report in a question (纠错), kept for the school; the learner's choice of
 * how many right answers in a row take a question out of the wrong-answer book; and
 * on each progress row the run of right answers that takes a question out of the wrong-answer
 * book.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('attempts'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('paper_id', 'integer', (col) =>
      col.notNull().references('papers.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (col) =>
      col.notNull().references('bank_subjects.id').onDelete('cascade'),
    )
    .addColumn('mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint')
    .addColumn('submitted_at', 'bigint')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('score', 'integer')
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('report', 'text')
    .execute()
  await db.schema
    .createIndex('attempts_by_user')
    .on('attempts')
    .columns(['user_id', 'paper_id', 'started_at'])
    .execute()
  await db.schema
    .createIndex('attempts_by_paper')
    .on('attempts')
    .columns(['paper_id', 'submitted_at', 'score'])
    .execute()

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'integer', (col) =>
      col.notNull().references('attempts.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute()
  await db.schema
    .createIndex('attempt_answers_by_question')
    .on('attempt_answers')
    .column('question_id')
    .execute()

  await db.schema
    .createTable('question_notes')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(1000)', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('question_notes_pk', ['user_id', 'question_id'])
    .execute()
  await db.schema
    .createIndex('question_notes_by_question')
    .on('question_notes')
    .column('question_id')
    .execute()

  await withId(db, db.schema.createTable('question_corrections'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(500)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('question_corrections_by_user')
    .on('question_corrections')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('question_corrections_by_question')
    .on('question_corrections')
    .columns(['question_id', 'status'])
    .execute()

  await db.schema
    .createTable('learner_settings')
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('wrong_exit', 'integer', (col) => col.notNull().defaultTo(2))
    .execute()

  await db.schema
    .alterTable('question_progress')
    .addColumn('streak', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('question_progress')
    .addColumn('wrong_count', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('question_progress').dropColumn('wrong_count').execute()
  await db.schema.alterTable('question_progress').dropColumn('streak').execute()
  await db.schema.dropTable('learner_settings').execute()
  await db.schema.dropTable('question_corrections').execute()
  await db.schema.dropTable('question_notes').execute()
  await db.schema.dropTable('attempt_answers').execute()
  await db.schema.dropTable('attempts').execute()
}
