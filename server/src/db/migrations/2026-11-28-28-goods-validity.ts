import type { Kysely } from 'kysely'

/**
 * How long a bank's goods open their subjects once paid (issue 28: goods have a validity),
 * in days; null: a year, as before. A course's or class room's goods take theirs from it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('validity_days', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('validity_days').execute()
}
