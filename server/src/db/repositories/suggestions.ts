import type { Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'

/** How much feedback came from an IP since `since`. */
export async function countSuggestionsFromIpSince(
  db: Kysely<Database>,
  ip: string,
  since: Instant,
): Promise<number> {
  const row = await db
    .selectFrom('suggestions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function insertSuggestion(
  db: Kysely<Database>,
  suggestion: { userId: number | null; content: string; contact: string; ip: string },
  now: Instant,
): Promise<void> {
  await db
    .insertInto('suggestions')
    .values({
      user_id: suggestion.userId,
      content: suggestion.content,
      contact: suggestion.contact,
      ip: suggestion.ip,
      created_at: now,
    })
    .execute()
}
