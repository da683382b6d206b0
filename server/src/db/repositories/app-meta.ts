import { sql, type Kysely } from 'kysely'
import type { Database } from '../schema'

/**
 * The value kept under a key, writing what `initial` makes first when there is none (made only
 * then: a key pair costs time at every start otherwise); of two servers starting together,
 * both read the value the first one wrote.
 */
export async function valueOrInitial(
  db: Kysely<Database>,
  key: string,
  initial: () => string,
): Promise<string> {
  const kept = async () =>
    (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())
      ?.value
  const existing = await kept()
  if (existing !== undefined) return existing
  await db
    .insertInto('app_meta')
    .values({ key, value: initial() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const value = await kept()
  if (value === undefined) throw new Error(`app_meta ${key} missing right after it was written`)
  return value
}

/** Answers when the database does. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
