import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'

/** Whether the database holds anything a school or a learner made: then it is never seeded. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const [organisations, users] = await Promise.all([
    db
      .selectFrom('organisations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return Number(organisations.n) === 0 && Number(users.n) === 0
}
