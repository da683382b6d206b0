import type { Kysely } from 'kysely'
import type { Discussion, DiscussionPage, DiscussionReply } from '../../../../types/study'
import { chinaTime, type Instant } from '../../time'
import type { Database } from '../schema'

/** spec §7: discussion pages hold 10 comments. */
export const DISCUSSION_PAGE_SIZE = 10

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

/** One page of a lesson's comments, newest first, each with its replies oldest first. */
export async function listDiscussions(
  db: Kysely<Database>,
  lessonId: number,
  page: number,
): Promise<DiscussionPage> {
  const [total, comments] = await Promise.all([
    db
      .selectFrom('lesson_discussions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('lesson_id', '=', lessonId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('lesson_discussions')
      .selectAll()
      .where('lesson_id', '=', lessonId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(DISCUSSION_PAGE_SIZE)
      .offset((page - 1) * DISCUSSION_PAGE_SIZE)
      .execute(),
  ])
  const replies = comments.length
    ? await db
        .selectFrom('discussion_replies')
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
    list: comments.map((comment): Discussion => ({
      id: Number(comment.id),
      lessonId: Number(comment.lesson_id),
      userId: Number(comment.user_id),
      username: displayName(people.get(Number(comment.user_id))),
      content: comment.content,
      createdAt: chinaTime(comment.created_at),
      children: replies
        .filter((reply) => Number(reply.discuss_id) === Number(comment.id))
        .map(toReply),
    })),
    totalCount: Number(total.n),
    page,
    pageSize: DISCUSSION_PAGE_SIZE,
  }
}

/** How many comments and replies the learner wrote since a moment. */
export async function countPostsSince(
  db: Kysely<Database>,
  userId: number,
  since: Instant,
): Promise<number> {
  const [comments, replies] = await Promise.all([
    db
      .selectFrom('lesson_discussions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('discussion_replies')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow(),
  ])
  return Number(comments.n) + Number(replies.n)
}

/** Writes a comment on a lesson and returns it as the list shows it. */
export async function addDiscussion(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
  content: string,
  now = Date.now(),
): Promise<Discussion> {
  const row = await db
    .insertInto('lesson_discussions')
    .values({ lesson_id: lessonId, user_id: userId, content, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow()
  const people = await authors(db, [userId])
  return {
    id: Number(row.id),
    lessonId,
    userId,
    username: displayName(people.get(userId)),
    content,
    createdAt: chinaTime(now),
    children: [],
  }
}

/** A comment's author and the authors of its replies, or null for a missing comment. */
export async function participantsOf(
  db: Kysely<Database>,
  discussId: number,
): Promise<Set<number> | null> {
  const comment = await db
    .selectFrom('lesson_discussions')
    .select('user_id')
    .where('id', '=', discussId)
    .executeTakeFirst()
  if (!comment) return null
  const replies = await db
    .selectFrom('discussion_replies')
    .select('user_id')
    .where('discuss_id', '=', discussId)
    .execute()
  return new Set([Number(comment.user_id), ...replies.map((reply) => Number(reply.user_id))])
}

/** Writes a reply and returns it as the list shows it. */
export async function addReply(
  db: Kysely<Database>,
  reply: { userId: number; discussId: number; targetUserId: number; content: string },
  now = Date.now(),
): Promise<DiscussionReply> {
  const row = await db
    .insertInto('discussion_replies')
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
}
