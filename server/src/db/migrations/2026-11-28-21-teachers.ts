import { sql, type Kysely } from 'kysely'
import { withId } from './portable'

/**
 * The school's teachers as records of their own (issue 28): courses and lives name their
 * teacher by a link, and a 讲师 staff account is linked to the teacher it is. The names
 * courses and lives carried become the first teachers. The `teacher` text stays beside the
 * link as what learners' pages show (kept equal to the teacher's name by every write).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('teachers'))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute()
  for (const table of ['courses', 'lives', 'staff']) {
    await db.schema
      .alterTable(table)
      .addColumn('teacher_id', 'integer', (col) =>
        col.references('teachers.id').onDelete('set null'),
      )
      .execute()
  }
  await sql`
    insert into teachers (name, created_at)
    select name, ${Date.now()} from (
      select teacher as name from courses union select teacher as name from lives
    ) as names where name <> ''
  `.execute(db)
  for (const table of ['courses', 'lives']) {
    await sql`
      update ${sql.table(table)} set teacher_id =
        (select teachers.id from teachers where teachers.name = ${sql.ref(`${table}.teacher`)})
    `.execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['courses', 'lives', 'staff']) {
    await db.schema.alterTable(table).dropColumn('teacher_id').execute()
  }
  await db.schema.dropTable('teachers').execute()
}
