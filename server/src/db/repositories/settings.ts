import type { Kysely } from 'kysely'
import type { Database } from '../schema'

/** The learner's wrong-answer book exit, or undefined when the learner never chose one. */
export async function findWrongExit(
  db: Kysely<Database>,
  userId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('learner_settings')
    .select('wrong_exit')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row ? Number(row.wrong_exit) : undefined
}

export async function saveWrongExit(db: Kysely<Database>, userId: number, wrongExit: number) {
  await db
    .insertInto('learner_settings')
    .values({ user_id: userId, wrong_exit: wrongExit })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ wrong_exit: wrongExit }))
    .execute()
}
