import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * Points: a ledger with one line per award, each award once per learner by its ref
 * (signin:2026-11-23, lesson:12, paper:7, order:…), the balance on the learner kept equal to the
 * sum of their lines; the days signed in, once per China day; the learner's exam date; and
 * when a lesson was first watched to its end (a lesson rewatched from the start stays done).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('points', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('users').addColumn('exam_date', 'text').execute()
  await db.schema.alterTable('video_positions').addColumn('done_at', 'bigint').execute()

  await withId(db, db.schema.createTable('points_ledger'))
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('balance', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('points_ledger_once', ['user_id', 'ref'])
    .execute()
  await db.schema
    .createIndex('points_ledger_by_user')
    .on('points_ledger')
    .columns(['user_id', 'id'])
    .execute()

  await db.schema
    .createTable('sign_ins')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('streak', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sign_ins_pk', ['user_id', 'day'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_ins').execute()
  await db.schema.dropTable('points_ledger').execute()
  await db.schema.alterTable('video_positions').dropColumn('done_at').execute()
  await db.schema.alterTable('users').dropColumn('exam_date').execute()
  await db.schema.alterTable('users').dropColumn('points').execute()
}
