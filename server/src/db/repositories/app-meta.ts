import { sql, type Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * The value kept under a key, writing `initial` first when there is none: of two servers
 * starting together, both read the value the first one wrote.
 */
export async function valueOrInitial(
  db: Kysely<Database>,
  key: string,
  initial: string,
): Promise<string> {
  await db
    .insertInto('app_meta')
    .values({ key, value: initial })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow()
  return row.value
}

/** Answers when the database does. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
