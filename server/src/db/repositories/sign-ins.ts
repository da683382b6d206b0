import type { Kysely, Selectable } from 'kysely'
import type { Database, SignInTable } from '../schema'

export type SignInRow = Selectable<SignInTable>

/**
 * Records the learner's sign-in of a day unless there is one (also when another request signs
 * in at the same moment: the key decides, not a read before); true when this one was recorded.
 */
export async function insertSignIn(db: Kysely<Database>, row: SignInRow): Promise<boolean> {
  const result = await db
    .insertInto('sign_ins')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1
}

/** The learner's sign-ins of these days (China days YYYY-MM-DD). */
export function signInsOn(
  db: Kysely<Database>,
  userId: number,
  days: string[],
): Promise<SignInRow[]> {
  return db
    .selectFrom('sign_ins')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', 'in', days)
    .execute()
}

/** The days the learner signed in from `first` to `last` (both included), in order. */
export async function signedDays(
  db: Kysely<Database>,
  userId: number,
  first: string,
  last: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('sign_ins')
    .select('day')
    .where('user_id', '=', userId)
    .where('day', '>=', first)
    .where('day', '<=', last)
    .orderBy('day')
    .execute()
  return rows.map((row) => row.day)
}
