import type { Kysely, Transaction } from 'kysely'
import { ownGoodsType } from '@server/db/repositories/console-courses'
import type { Database } from '@server/db/schema'

type Db = Kysely<Database> | Transaction<Database>

/**
 * Keeps a course's or class room's own goods (what learners buy, of its type) equal to it:
 * made once it costs something, its title, cover, summary and prices followed. One made free
 * keeps its goods row (orders refer to it); free goods are not sold (orders.ts refuses them).
 */
export async function syncOwnGoods(trx: Db, kind: 'course' | 'classroom', id: number) {
  const item =
    kind === 'course'
      ? await trx
          .selectFrom('courses')
          .select(['title', 'picture', 'description', 'price_fen', 'discount_price_fen'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      : await trx
          .selectFrom('classrooms')
          .select(['title', 'picture', 'description', 'price_fen', 'discount_price_fen'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
  const values = {
    title: item.title,
    cover: item.picture,
    summary: item.description.slice(0, 200),
    price_fen: item.price_fen,
    discount_price_fen: item.discount_price_fen,
  }
  const goods = await trx
    .selectFrom('goods')
    .select('id')
    .where('type', '=', kind)
    .where('ref_id', '=', id)
    .executeTakeFirst()
  if (goods) {
    await trx.updateTable('goods').set(values).where('id', '=', goods.id).execute()
    return
  }
  if (Number(item.discount_price_fen) <= 0) return
  const made = await trx
    .insertInto('goods')
    .values({ ...values, goods_type_id: await ownGoodsType(trx, kind), type: kind, ref_id: id })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (kind === 'course') {
    await trx.insertInto('goods_courses').values({ goods_id: made.id, course_id: id }).execute()
  }
}
