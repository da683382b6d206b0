import { sql, type Kysely } from 'kysely'
import { isPostgres } from './portable'

/**
 * The tables public answers are read from (services/public-answers.ts), at this migration.
 * A table added to them later needs a migration of its own that tracks it.
 */
const TRACKED = [
  'organisations',
  'banners',
  'course_categories',
  'courses',
  'chapters',
  'lives',
  'goods_types',
  'goods',
  'goods_courses',
  'classrooms',
  'classroom_courses',
  'classroom_goods',
  'home_nav_entries',
  'home_recommendations',
]

/**
 * A version per table, raised by a trigger in the transaction of every write to it, whichever
 * process or tool writes (issue 28: the console may run on another server than the learners'
 * pages). Each server reads the versions about once a second and drops the answers it keeps
 * in memory that were read from a table whose version moved.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('table_versions')
    .addColumn('name', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute()
  await db
    .insertInto('table_versions')
    .values(TRACKED.map((name) => ({ name, version: 0 })))
    .execute()
  if (isPostgres(db)) {
    await sql`
      create function bump_table_version() returns trigger as $$
      begin
        update table_versions set version = version + 1 where name = TG_TABLE_NAME;
        return null;
      end
      $$ language plpgsql
    `.execute(db)
    for (const table of TRACKED) {
      await sql`
        create trigger ${sql.raw(`${table}_version`)}
        after insert or update or delete on ${sql.table(table)}
        for each statement execute procedure bump_table_version()
      `.execute(db)
    }
    return
  }
  for (const table of TRACKED) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`
        create trigger ${sql.raw(`${table}_version_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update table_versions set version = version + 1 where name = ${sql.lit(table)};
        end
      `.execute(db)
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TRACKED) {
      await sql`drop trigger ${sql.raw(`${table}_version`)} on ${sql.table(table)}`.execute(db)
    }
    await sql`drop function bump_table_version()`.execute(db)
  } else {
    for (const table of TRACKED) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`drop trigger ${sql.raw(`${table}_version_${event}`)}`.execute(db)
      }
    }
  }
  await db.schema.dropTable('table_versions').execute()
}
