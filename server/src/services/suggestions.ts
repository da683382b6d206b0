import type { Kysely } from 'kysely'
import { checkFeedback } from '@common/rules/validation'
import { lockKey } from '../db/locks'
import { countSuggestionsFromIpSince, insertSuggestion } from '../db/repositories/suggestions'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { HOUR_MS } from '../time'
import { FAILURES } from '@server/failures'

/** Feedback allowed per IP within an hour. */
export const SUGGESTIONS_PER_IP_PER_HOUR = 5

/** Feedback from a learner or a visitor (spec §7 suggests), counted and written as one step. */
export async function submitSuggestion(
  db: Kysely<Database>,
  suggestion: { userId: number | null; content: string; contact: string; ip: string },
  now: number,
): Promise<void> {
  const problem = checkFeedback(suggestion.content)
  if (problem) throw new ApiFailure(400, problem)
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, `suggestions:${suggestion.ip}`)
    const recent = await countSuggestionsFromIpSince(trx, suggestion.ip, now - HOUR_MS)
    if (recent >= SUGGESTIONS_PER_IP_PER_HOUR) {
      throw FAILURES.postingTooOften()
    }
    await insertSuggestion(
      trx,
      {
        ...suggestion,
        content: suggestion.content.trim(),
        contact: suggestion.contact.trim(),
      },
      now,
    )
  })
}
