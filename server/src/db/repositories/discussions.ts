import type { Kysely } from 'kysely'
import type { Discussion, DiscussionReply } from '@common/contracts/study'
import { chinaTime, type Instant } from '../../time'
import type { Database } from '../schema'

/** spec §7: discussion pages hold 10 comments. */
export const DISCUSSION_PAGE_SIZE = 10

/**
 * Where one kind of discussion is kept. A lesson's (spec §3) and a question's (spec §7) have
 * the same shape in tables of their own; `topicKey` names the topic's id in the answers.
 */
interface DiscussionKind<K extends string> {
  comments: 'lesson_discussions' | 'question_discussions'
  replies: 'discussion_replies' | 'question_discussion_replies'
  topicColumn: 'lesson_id' | 'question_id'
  topicKey: K
}

const LESSON_DISCUSSIONS: DiscussionKind<'lessonId'> = {
  comments: 'lesson_discussions',
  replies: 'discussion_replies',
  topicColumn: 'lesson_id',
  topicKey: 'lessonId',
}

const QUESTION_DISCUSSIONS: DiscussionKind<'questionId'> = {
  comments: 'question_discussions',
  replies: 'question_discussion_replies',
  topicColumn: 'question_id',
  topicKey: 'questionId',
}

/** Every kind: a learner's posts are counted over all of them. */
const KINDS = [LESSON_DISCUSSIONS, QUESTION_DISCUSSIONS]

/** A comment with its replies, its topic's id under the kind's key (lessonId, questionId). */
export type TopicComment<K extends string> = Omit<Discussion, 'lessonId'> & Record<K, number>

export interface TopicCommentPage<K extends string> {
  list: TopicComment<K>[]
  totalCount: number
  page: number
  pageSize: number
}

interface Author {
  id: number
  nickname: string
  name: string
  username: string | null
  mobile: string | null
}

/** How a learner is shown under a comment: never a whole mobile number. */
function displayName(user: Author | undefined): string {
  if (!user) return '学员'
  if (user.nickname) return user.nickname
  if (user.name) return user.name
  if (user.username) return user.username
  if (user.mobile) return `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`
  return `学员${user.id}`
}

async function authors(db: Kysely<Database>, ids: number[]): Promise<Map<number, Author>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'name', 'username', 'mobile'])
    .where('id', 'in', [...new Set(ids)])
    .execute()
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id) }]))
}

/** A comment as the list shows it, its topic's id under the kind's key. */
function toComment<K extends string>(
  kind: DiscussionKind<K>,
  topicId: number,
  comment: Omit<Discussion, 'lessonId'>,
): TopicComment<K> {
  // A computed key is typed as a string index; it is the kind's own key.
  return { ...comment, [kind.topicKey]: topicId } as TopicComment<K>
}

/** The comments and replies of one kind of discussion, each call on one topic or comment. */
export function discussionsOf<K extends string>(kind: DiscussionKind<K>) {
  return {
    /** One page of a topic's comments, newest first, each with its replies oldest first. */
    async list(db: Kysely<Database>, topicId: number, page: number): Promise<TopicCommentPage<K>> {
      const [total, comments] = await Promise.all([
        db
          .selectFrom(kind.comments)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where(kind.topicColumn, '=', topicId)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(kind.comments)
          .select(['id', 'user_id', 'content', 'created_at'])
          .where(kind.topicColumn, '=', topicId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(DISCUSSION_PAGE_SIZE)
          .offset((page - 1) * DISCUSSION_PAGE_SIZE)
          .execute(),
      ])
      const replies = comments.length
        ? await db
            .selectFrom(kind.replies)
            .selectAll()
            .where(
              'discuss_id',
              'in',
              comments.map((comment) => comment.id),
            )
            .orderBy('created_at')
            .orderBy('id')
            .execute()
        : []
      const people = await authors(db, [
        ...comments.map((comment) => Number(comment.user_id)),
        ...replies.flatMap((reply) => [Number(reply.user_id), Number(reply.target_user_id)]),
      ])
      const toReply = (reply: (typeof replies)[number]): DiscussionReply => ({
        id: Number(reply.id),
        discussId: Number(reply.discuss_id),
        userId: Number(reply.user_id),
        username: displayName(people.get(Number(reply.user_id))),
        targetUserId: Number(reply.target_user_id),
        targetUsername: displayName(people.get(Number(reply.target_user_id))),
        content: reply.content,
        createdAt: chinaTime(reply.created_at),
      })
      return {
        list: comments.map((comment) =>
          toComment(kind, topicId, {
            id: Number(comment.id),
            userId: Number(comment.user_id),
            username: displayName(people.get(Number(comment.user_id))),
            content: comment.content,
            createdAt: chinaTime(comment.created_at),
            children: replies
              .filter((reply) => Number(reply.discuss_id) === Number(comment.id))
              .map(toReply),
          }),
        ),
        totalCount: Number(total.n),
        page,
        pageSize: DISCUSSION_PAGE_SIZE,
      }
    },

    /** Writes a comment on a topic and returns it as the list shows it. */
    async add(
      db: Kysely<Database>,
      userId: number,
      topicId: number,
      content: string,
      now: number,
    ): Promise<TopicComment<K>> {
      const row = await db
        .insertInto(kind.comments)
        .values({ [kind.topicColumn]: topicId, user_id: userId, content, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      const people = await authors(db, [userId])
      return toComment(kind, topicId, {
        id: Number(row.id),
        userId,
        username: displayName(people.get(userId)),
        content,
        createdAt: chinaTime(now),
        children: [],
      })
    },

    /** A comment's author and the authors of its replies, or null for a missing comment. */
    async participantsOf(db: Kysely<Database>, discussId: number): Promise<Set<number> | null> {
      const comment = await db
        .selectFrom(kind.comments)
        .select('user_id')
        .where('id', '=', discussId)
        .executeTakeFirst()
      if (!comment) return null
      const replies = await db
        .selectFrom(kind.replies)
        .select('user_id')
        .where('discuss_id', '=', discussId)
        .execute()
      return new Set([Number(comment.user_id), ...replies.map((reply) => Number(reply.user_id))])
    },

    /** Writes a reply and returns it as the list shows it. */
    async addReply(
      db: Kysely<Database>,
      reply: { userId: number; discussId: number; targetUserId: number; content: string },
      now: number,
    ): Promise<DiscussionReply> {
      const row = await db
        .insertInto(kind.replies)
        .values({
          discuss_id: reply.discussId,
          user_id: reply.userId,
          target_user_id: reply.targetUserId,
          content: reply.content,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const people = await authors(db, [reply.userId, reply.targetUserId])
      return {
        id: Number(row.id),
        ...reply,
        username: displayName(people.get(reply.userId)),
        targetUsername: displayName(people.get(reply.targetUserId)),
        createdAt: chinaTime(now),
      }
    },
  }
}

export type Discussions<K extends string> = ReturnType<typeof discussionsOf<K>>

/** spec §3: the comments and replies under lessons. */
export const lessonDiscussions = discussionsOf(LESSON_DISCUSSIONS)

/** spec §7: the comments and replies under the bank's questions. */
export const questionDiscussions = discussionsOf(QUESTION_DISCUSSIONS)

/** How many comments and replies the learner wrote since a moment, in every kind together. */
export async function countPostsSince(
  db: Kysely<Database>,
  userId: number,
  since: Instant,
): Promise<number> {
  const counts = await Promise.all(
    KINDS.flatMap((kind) => [kind.comments, kind.replies]).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow(),
    ),
  )
  return counts.reduce((sum, count) => sum + Number(count.n), 0)
}
