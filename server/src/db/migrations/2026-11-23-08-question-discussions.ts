import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The discussion of each question of the bank (spec §7 getDiscuss / addDiscuss / replyDiscuss):
 * learners' comments on a question and the replies under them, shaped as the lessons' are.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('question_discussions'))
    .addColumn('question_id', 'integer', (col) =>
      col.notNull().references('questions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('question_discussions_by_question')
    .on('question_discussions')
    .columns(['question_id', 'id'])
    .execute()
  await db.schema
    .createIndex('question_discussions_by_user')
    .on('question_discussions')
    .columns(['user_id', 'created_at'])
    .execute()

  await withId(db, db.schema.createTable('question_discussion_replies'))
    .addColumn('discuss_id', 'integer', (col) =>
      col.notNull().references('question_discussions.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('target_user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content', 'varchar(2000)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('question_discussion_replies_by_discussion')
    .on('question_discussion_replies')
    .columns(['discuss_id', 'id'])
    .execute()
  await db.schema
    .createIndex('question_discussion_replies_by_user')
    .on('question_discussion_replies')
    .columns(['user_id', 'created_at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('question_discussion_replies').execute()
  await db.schema.dropTable('question_discussions').execute()
}
