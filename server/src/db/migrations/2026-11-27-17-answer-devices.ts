import type { Kysely } from 'kysely'

/**
 * Which device gave each answer of an attempt. Two answers from one device are in the order
 * the device sent them, whatever the network's delays make of their times; only an answer
 * from another device is weighed by when it was given. Answers kept before have none.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempt_answers').addColumn('device', 'text').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('attempt_answers').dropColumn('device').execute()
}
