import type { Kysely } from 'kysely'
import type { Discussion, DiscussionReply } from '../../../types/study'
import { checkDiscussContent } from '../../../src/utils/validation'
import { lockKey } from '../db/locks'
import {
  addDiscussion,
  addReply,
  countPostsSince,
  participantsOf,
} from '../db/repositories/discussions'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { existingLesson } from './lookups'

/** At most this many comments and replies per learner within RATE_WINDOW_MS. */
export const MAX_POSTS_PER_WINDOW = 5
export const RATE_WINDOW_MS = 60_000

/** The text of a comment or reply, trimmed; 400 when empty or too long (the app's own rule). */
export function discussionContent(raw: string): string {
  const problem = checkDiscussContent(raw)
  if (problem) throw new ApiFailure(400, problem)
  return raw.trim()
}

/**
 * Runs a post in a transaction locked per learner: the count of recent posts and the new
 * post are one step, so posts sent in the same instant cannot all pass the limit.
 */
function withinPostLimit<T>(
  db: Kysely<Database>,
  userId: number,
  now: number,
  post: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `posts:${userId}`)
    if ((await countPostsSince(trx, userId, now - RATE_WINDOW_MS)) >= MAX_POSTS_PER_WINDOW) {
      throw new ApiFailure(429, '发言太频繁，请稍后再试')
    }
    return post(trx)
  })
}

/** A learner's comment on a lesson (spec §3 discuss action "add"). */
export async function postComment(
  db: Kysely<Database>,
  comment: { userId: number; lessonId: number; content: string },
  now = Date.now(),
): Promise<Discussion> {
  const content = discussionContent(comment.content)
  await existingLesson(db, comment.lessonId)
  return withinPostLimit(db, comment.userId, now, (trx) =>
    addDiscussion(trx, comment.userId, comment.lessonId, content, now),
  )
}

/** A learner's reply to a comment or to one of its replies (spec §3 discuss action "reply"). */
export async function postReply(
  db: Kysely<Database>,
  reply: { userId: number; discussId: number; targetUserId: number; content: string },
  now = Date.now(),
): Promise<DiscussionReply> {
  const content = discussionContent(reply.content)
  const participants = await participantsOf(db, reply.discussId)
  if (!participants) throw new ApiFailure(404, '评论不存在')
  if (!participants.has(reply.targetUserId)) throw new ApiFailure(400, '回复的用户不在该评论中')
  return withinPostLimit(db, reply.userId, now, (trx) => addReply(trx, { ...reply, content }, now))
}
