import type { Kysely } from 'kysely'
import { checkDiscussContent } from '../../../src/utils/validation'
import { countPostsSince } from '../db/repositories/discussions'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { chinaTime } from '../time'

/** At most this many comments and replies per learner within RATE_WINDOW_MS. */
export const MAX_POSTS_PER_WINDOW = 5
export const RATE_WINDOW_MS = 60_000

/** The text of a comment or reply, trimmed; 400 when empty or too long (the app's own rule). */
export function discussionContent(raw: string): string {
  const problem = checkDiscussContent(raw)
  if (problem) throw new ApiFailure(400, problem)
  return raw.trim()
}

/** 429 when the learner already wrote the most comments and replies the window allows. */
export async function assertMayPost(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
): Promise<void> {
  const since = chinaTime(new Date(now.getTime() - RATE_WINDOW_MS))
  if ((await countPostsSince(db, userId, since)) >= MAX_POSTS_PER_WINDOW) {
    throw new ApiFailure(429, '发言太频繁，请稍后再试')
  }
}
