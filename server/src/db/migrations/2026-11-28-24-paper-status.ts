import type { Kysely } from 'kysely'

/**
 * A paper's state (issue 28): one the console assembles is a draft, unseen by learners, until
 * it is published (checked against the exam's structure); the papers there were are published.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('papers')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('papers').dropColumn('status').execute()
}
