import type { Kysely } from 'kysely'

/**
 * Console uploads (issue 28). `uploads` holds each resumable upload's state (the bytes received
 * so far, in the database so that any process may take the next chunk); the bytes themselves
 * are in the media storage. Courses get a state: one the console makes stays a draft, unseen by
 * learners, until it is published; the courses there were are published.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('staff_id', 'integer', (col) => col.notNull().references('staff.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('received', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('receiving'))
    .addColumn('storage_key', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('duration', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('problem', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('uploads_staff').on('uploads').columns(['staff_id']).execute()
  await db.schema
    .alterTable('courses')
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('published'))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('courses').dropColumn('status').execute()
  await db.schema.dropTable('uploads').execute()
}
