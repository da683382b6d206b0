import type { Kysely } from 'kysely'

/**
 * Practice sets a learner makes for themself (redo of the wrong-answer book or of 我的收藏, a
 * knowledge point's questions, 智能练习): papers of their own kinds, owned by that learner
 * and never listed to anyone else; and the marks a learner gives their own written answer
 * (自评) after submitting.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('own_papers')
    .addColumn('paper_id', 'integer', (col) =>
      col.primaryKey().references('papers.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('own_papers_by_user')
    .on('own_papers')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema.alterTable('attempt_answers').addColumn('self_marks', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempt_answers').dropColumn('self_marks').execute()
  await db
    .deleteFrom('papers')
    .where('id', 'in', db.selectFrom('own_papers').select('paper_id'))
    .execute()
  await db.schema.dropTable('own_papers').execute()
}
