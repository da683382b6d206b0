import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../schema'

type Db = Kysely<Database> | Transaction<Database>

export function listTeachers(db: Db) {
  return db.selectFrom('teachers').select(['id', 'name', 'title']).orderBy('id').execute()
}

export function findTeacher(db: Db, id: number) {
  return db
    .selectFrom('teachers')
    .select(['id', 'name', 'title'])
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function insertTeacher(
  db: Db,
  teacher: { name: string; title: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('teachers')
    .values({ ...teacher, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/**
 * Makes a teacher of every name courses and lives carry without a link, and links them: what
 * the demo seed (written with names) needs after it has written its catalogue and lives.
 */
export async function linkTeachersByName(db: Db, now: number): Promise<void> {
  await sql`
    insert into teachers (name, created_at)
    select name, ${now} from (
      select teacher as name from courses where teacher_id is null
      union select teacher as name from lives where teacher_id is null
    ) as names
    where name <> '' and name not in (select name from teachers)
  `.execute(db)
  for (const table of ['courses', 'lives'] as const) {
    await sql`
      update ${sql.table(table)} set teacher_id =
        (select teachers.id from teachers where teachers.name = ${sql.ref(`${table}.teacher`)})
      where teacher_id is null
    `.execute(db)
  }
}
