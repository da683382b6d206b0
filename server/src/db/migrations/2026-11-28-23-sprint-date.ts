import type { Kysely } from 'kysely'

/**
 * A subject's sprint paper date (issue 28): when its 押题卷 opens, set by the school in the
 * console; null keeps the spec's rule, a week before the exam.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_subjects').addColumn('sprint_open_at', 'bigint').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bank_subjects').dropColumn('sprint_open_at').execute()
}
