import type { Kysely } from 'kysely'
import type { DiscussionReply } from '@common/contracts/study'
import { checkDiscussContent } from '@common/rules/validation'
import { lockKey } from '../db/locks'
import {
  countPostsSince,
  lessonDiscussions,
  questionDiscussions,
  type Discussions,
  type TopicComment,
  type TopicCommentPage,
} from '../db/repositories/discussions'
import { questionSubject } from '../db/repositories/notes'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { existingLesson } from './lookups'
import { FAILURES } from '@server/failures'

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
 * Runs a post in a transaction locked per learner: the count of recent posts (of every kind
 * of discussion together) and the new post are one step, so posts sent in the same instant
 * cannot all pass the limit.
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

async function existingQuestion(db: Kysely<Database>, questionId: number): Promise<void> {
  if (!(await questionSubject(db, questionId))) throw FAILURES.questionNotFound()
}

/**
 * The reads and posts of one kind of discussion; `existingTopic` ends a request naming a
 * missing topic with a 404.
 */
function discussionService<K extends string>(
  discussions: Discussions<K>,
  existingTopic: (db: Kysely<Database>, topicId: number) => Promise<unknown>,
) {
  return {
    /** A page of a topic's comments, newest first, with their replies. */
    async page(db: Kysely<Database>, topicId: number, page: number): Promise<TopicCommentPage<K>> {
      await existingTopic(db, topicId)
      return discussions.list(db, topicId, page)
    },

    /** A learner's comment on a topic (spec §3 discuss action "add"). */
    async comment(
      db: Kysely<Database>,
      comment: { userId: number; topicId: number; content: string },
      now: number,
    ): Promise<TopicComment<K>> {
      const content = discussionContent(comment.content)
      await existingTopic(db, comment.topicId)
      return withinPostLimit(db, comment.userId, now, (trx) =>
        discussions.add(trx, comment.userId, comment.topicId, content, now),
      )
    },

    /** A learner's reply to a comment or to one of its replies (spec §3 action "reply"). */
    async reply(
      db: Kysely<Database>,
      reply: { userId: number; discussId: number; targetUserId: number; content: string },
      now: number,
    ): Promise<DiscussionReply> {
      const content = discussionContent(reply.content)
      const participants = await discussions.participantsOf(db, reply.discussId)
      if (!participants) throw new ApiFailure(404, '评论不存在')
      if (!participants.has(reply.targetUserId)) {
        throw new ApiFailure(400, '回复的用户不在该评论中')
      }
      return withinPostLimit(db, reply.userId, now, (trx) =>
        discussions.addReply(trx, { ...reply, content }, now),
      )
    },
  }
}

/** spec §3: a lesson's discussion. */
export const lessonDiscussion = discussionService(lessonDiscussions, existingLesson)

/** spec §7: the discussion of a question of the bank (any question, a sub-question too). */
export const questionDiscussion = discussionService(questionDiscussions, existingQuestion)
