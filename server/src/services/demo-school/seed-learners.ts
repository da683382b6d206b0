import { randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import { recordShipment } from '@server/db/repositories/orders'
import type { Database } from '@server/db/schema'
import { newOrderNo } from '@server/order-numbers'
import type { SchoolFile } from './data-files'

type Trx = Transaction<Database>

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The demo learners; returns their ids in the file's order. No password, no mobile: nobody logs in as one. */
async function seedLearnerAccounts(db: Trx, school: SchoolFile, now: Date): Promise<number[]> {
  const ids: number[] = []
  for (const learner of school.learners) {
    const row = await db
      .insertInto('users')
      .values({ ...learner, password_hash: null, created_at: now.getTime() })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.push(Number(row.id))
  }
  return ids
}

/** The threads on the first lesson of each course named, written over the ten hours before `now`, 7 minutes apart. */
async function seedDiscussions(
  db: Trx,
  school: SchoolFile,
  learners: number[],
  courseIds: number[],
  now: Date,
) {
  let minute = 0
  const at = () => now.getTime() - (600 - minute++ * 7) * MINUTE
  for (const place of school.discussions.courses) {
    const lesson = await db
      .selectFrom('lessons')
      .select('id')
      .where('course_id', '=', courseIds[place - 1])
      .orderBy('sort')
      .executeTakeFirst()
    if (!lesson) continue
    for (const thread of school.discussions.threads) {
      const row = await db
        .insertInto('lesson_discussions')
        .values({
          lesson_id: Number(lesson.id),
          user_id: learners[thread.author - 1],
          content: thread.content,
          created_at: at(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const reply of thread.replies) {
        await db
          .insertInto('discussion_replies')
          .values({
            discuss_id: Number(row.id),
            user_id: learners[reply.author - 1],
            target_user_id: learners[reply.to - 1],
            content: reply.content,
            created_at: at(),
          })
          .execute()
      }
    }
  }
}

/**
 * Book orders, paid 3 minutes after they were placed and shipped 20 hours later, with their
 * parcels' steps 9 hours apart: a school's first run shows what a shipped order looks like.
 */
async function seedBookOrders(db: Trx, school: SchoolFile, learners: number[], now: Date) {
  const books = await db
    .selectFrom('goods')
    .selectAll()
    .where('ships', '=', 1)
    .orderBy('sort')
    .execute()
  for (const order of school.bookOrders) {
    const book = books[order.book - 1]
    if (!book)
      throw new Error(`demo school data: book order of book ${order.book}, which is not there`)
    const ordered = now.getTime() - order.daysAgo * DAY
    const row = await db
      .insertInto('orders')
      .values({
        order_no: newOrderNo(ordered),
        user_id: learners[order.learner - 1],
        goods_id: Number(book.id),
        kind: 'goods',
        ref_id: Number(book.ref_id),
        class_id: null,
        title: book.title,
        cover: book.cover,
        price_fen: Number(book.price_fen),
        amount_fen: Number(book.discount_price_fen),
        ships: 1,
        receiver_name: order.receiver.name,
        receiver_mobile: order.receiver.mobile,
        receiver_region: order.receiver.region,
        receiver_detail: order.receiver.detail,
        status: 'paid',
        created_at: ordered,
        expires_at: ordered + 30 * MINUTE,
        paid_at: ordered + 3 * MINUTE,
        ended_at: null,
        pay_provider: 'wechat',
        transaction_id: `42000${randomBytes(10).toString('hex')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const shipped = ordered + 20 * HOUR
    await recordShipment(db, {
      orderId: Number(row.id),
      carrier: order.carrier,
      trackingNo: order.tracking,
      delivered: order.delivered,
      shippedAt: shipped,
      steps: order.steps.map((description, step) => ({
        at: shipped + step * 9 * HOUR,
        description,
      })),
    })
  }
}

/** The demo learners, their discussions and their book orders. */
export async function seedLearners(
  db: Trx,
  school: SchoolFile,
  courseIds: number[],
  now: Date,
): Promise<void> {
  const learners = await seedLearnerAccounts(db, school, now)
  await seedDiscussions(db, school, learners, courseIds, now)
  await seedBookOrders(db, school, learners, now)
}
