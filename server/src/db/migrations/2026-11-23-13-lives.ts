import type { Kysely } from 'kysely'

/**
 * What a live needs beyond its times: the course chapter it belongs to (the
 * playback list is grouped by chapter), the state the school sets (scheduled, or cancelled;
 * live, ended and replay ready follow from the times), when its replay became ready, and the
 * stream's name for the live-stream adapter.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('lives')
    // No foreign key: SQLite cannot drop a column that has one (down); a live whose chapter
    // is gone is listed in the untitled group, as lessons before the first chapter are.
    .addColumn('chapter_id', 'integer')
    .execute()
  await db.schema
    .alterTable('lives')
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('scheduled'))
    .execute()
  await db.schema.alterTable('lives').addColumn('replay_ready_at', 'bigint').execute()
  await db.schema
    .alterTable('lives')
    .addColumn('media_key', 'text', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createIndex('lives_by_course')
    .on('lives')
    .columns(['course_id', 'start_time'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('lives_by_course').execute()
  for (const column of ['media_key', 'replay_ready_at', 'state', 'chapter_id']) {
    await db.schema.alterTable('lives').dropColumn(column).execute()
  }
}
