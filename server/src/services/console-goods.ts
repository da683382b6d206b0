import type { Kysely, Transaction } from 'kysely'
import { SUBJECT_VALIDITY_DAYS } from '@common/constants/bank'
import type { ConsoleGoods, GoodsChange, NewGoods } from '@common/contracts/console-goods'
import { contentTitleError, coursePriceError } from '@common/rules/course-content'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>

/** Every goods item, in the store's order, with what it opens and how many were sold. */
export async function consoleGoods(db: Db, id?: number): Promise<ConsoleGoods[]> {
  const [rows, subjects, sold] = await Promise.all([
    db
      .selectFrom('goods')
      .innerJoin('goods_types', 'goods_types.id', 'goods.goods_type_id')
      .selectAll('goods')
      .select('goods_types.name as type_name')
      .$if(id !== undefined, (q) => q.where('goods.id', '=', id!))
      .orderBy('goods_types.sort')
      .orderBy('goods.sort')
      .orderBy('goods.id')
      .execute(),
    db
      .selectFrom('goods_subjects')
      .selectAll()
      .$if(id !== undefined, (q) => q.where('goods_id', '=', id!))
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => ['goods_id', eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'paid')
      .$if(id !== undefined, (q) => q.where('goods_id', '=', id!))
      .groupBy('goods_id')
      .execute(),
  ])
  const soldOf = new Map(sold.map((row) => [Number(row.goods_id), Number(row.n)]))
  return rows.map((row) => ({
    id: Number(row.id),
    type: row.type,
    refId: Number(row.ref_id),
    goodsTypeId: Number(row.goods_type_id),
    goodsTypeName: row.type_name,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    priceFen: Number(row.price_fen),
    discountPriceFen: Number(row.discount_price_fen),
    ships: Number(row.ships) === 1,
    stock: row.stock === null ? null : Number(row.stock),
    subjectIds: subjects
      .filter((link) => Number(link.goods_id) === Number(row.id))
      .map((link) => Number(link.subject_id)),
    validityDays: row.validity_days === null ? null : Number(row.validity_days),
    sold: soldOf.get(Number(row.id)) ?? 0,
  }))
}

async function oneGoods(db: Db, id: number): Promise<ConsoleGoods> {
  const [goods] = await consoleGoods(db, id)
  if (!goods) throw FAILURES.goodsNotFound()
  return goods
}

/** Goods' fields checked: a type, a title, prices, a bank does not ship, subjects that exist. */
async function checkedGoods(db: Db, goods: NewGoods) {
  assertValid(contentTitleError(goods.title, '商品'))
  assertValid(coursePriceError(goods.priceFen, goods.discountPriceFen))
  const type = await db
    .selectFrom('goods_types')
    .select('id')
    .where('id', '=', goods.goodsTypeId)
    .executeTakeFirst()
  if (!type) throw new ApiFailure(400, '商品分类不存在')
  const subjectIds = [...new Set(goods.subjectIds ?? [])]
  if (subjectIds.length > 0) {
    if (goods.ships) throw new ApiFailure(400, '题库商品无需邮寄：请关闭“邮寄”')
    const found = await db
      .selectFrom('bank_subjects')
      .select('id')
      .where('id', 'in', subjectIds)
      .execute()
    if (found.length !== subjectIds.length) throw FAILURES.subjectNotFound()
  }
  if (!goods.ships && goods.stock !== undefined && goods.stock !== null) {
    throw new ApiFailure(400, '只有邮寄的商品（图书）计库存')
  }
  const validity = goods.validityDays ?? null
  if (validity !== null && subjectIds.length === 0) {
    throw new ApiFailure(400, '只有题库商品设有效期')
  }
  return {
    values: {
      goods_type_id: goods.goodsTypeId,
      title: goods.title.trim(),
      summary: (goods.summary ?? '').trim(),
      price_fen: goods.priceFen,
      discount_price_fen: goods.discountPriceFen,
      ships: goods.ships ? 1 : 0,
      stock: goods.ships ? (goods.stock ?? null) : null,
      validity_days: subjectIds.length > 0 ? (validity ?? SUBJECT_VALIDITY_DAYS) : null,
    },
    subjectIds,
  }
}

async function setSubjects(trx: Db, goodsId: number, subjectIds: number[]) {
  await trx.deleteFrom('goods_subjects').where('goods_id', '=', goodsId).execute()
  if (subjectIds.length > 0) {
    await trx
      .insertInto('goods_subjects')
      .values(subjectIds.map((subject_id) => ({ goods_id: goodsId, subject_id })))
      .execute()
  }
}

const summaryOf = (goods: {
  title: string
  price_fen: number
  discount_price_fen: number
  stock: number | null
}) => ({
  title: goods.title,
  price: goods.price_fen,
  discountPrice: goods.discount_price_fen,
  stock: goods.stock,
})

/** New goods of their own: a book (ships, its stock), or banks (the subjects it opens). */
export async function createGoods(
  db: Kysely<Database>,
  input: NewGoods,
  actor: Actor,
  now: Instant,
): Promise<ConsoleGoods> {
  const { values, subjectIds } = await checkedGoods(db, input)
  const id = await db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('goods')
      .select((eb) => eb.fn.max<number>('sort').as('sort'))
      .where('goods_type_id', '=', input.goodsTypeId)
      .executeTakeFirst()
    const made = await trx
      .insertInto('goods')
      .values({
        ...values,
        type: 'goods',
        ref_id: subjectIds[0] ?? 0,
        cover: input.cover ?? '',
        sort: Number(last?.sort ?? -1) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const goodsId = Number(made.id)
    if (!input.cover) {
      await trx
        .updateTable('goods')
        .set({ cover: `/media/covers/goods/${goodsId}.svg` })
        .where('id', '=', goodsId)
        .execute()
    }
    await setSubjects(trx, goodsId, subjectIds)
    await audit(trx, actor, 'goods.create', `goods:${goodsId}`, { after: summaryOf(values) }, now)
    return goodsId
  })
  return oneGoods(db, id)
}

/**
 * Changes goods. A course's or class room's own goods follow their course or class room (its
 * title, cover and prices come from there): only their category and order change here.
 */
export async function changeGoods(
  db: Kysely<Database>,
  id: number,
  change: GoodsChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleGoods> {
  const before = await oneGoods(db, id)
  if (before.type !== 'goods') {
    const own = Object.keys(change).filter((key) => key !== 'goodsTypeId' && key !== 'sort')
    if (own.length > 0) {
      throw new ApiFailure(400, '课程、班级的商品随课程、班级修改：这里只能改分类和排序')
    }
  }
  const merged: NewGoods = {
    goodsTypeId: change.goodsTypeId ?? before.goodsTypeId,
    title: change.title ?? before.title,
    summary: change.summary ?? before.summary,
    priceFen: change.priceFen ?? before.priceFen,
    discountPriceFen: change.discountPriceFen ?? before.discountPriceFen,
    ships: change.ships ?? before.ships,
    stock: change.stock === undefined ? before.stock : change.stock,
    subjectIds: change.subjectIds ?? before.subjectIds,
    validityDays: change.validityDays === undefined ? before.validityDays : change.validityDays,
  }
  const { values, subjectIds } = await checkedGoods(db, merged)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('goods')
      .set(
        before.type === 'goods'
          ? {
              ...values,
              ...(change.cover ? { cover: change.cover } : {}),
              ...(change.sort !== undefined ? { sort: change.sort } : {}),
            }
          : {
              goods_type_id: merged.goodsTypeId,
              ...(change.sort !== undefined ? { sort: change.sort } : {}),
            },
      )
      .where('id', '=', id)
      .execute()
    if (before.type === 'goods') await setSubjects(trx, id, subjectIds)
    await audit(
      trx,
      actor,
      'goods.update',
      `goods:${id}`,
      {
        before: {
          title: before.title,
          price: before.priceFen,
          discountPrice: before.discountPriceFen,
          stock: before.stock,
        },
        after: summaryOf(values),
      },
      now,
    )
  })
  return oneGoods(db, id)
}

/** A new category of the store. */
export async function createGoodsType(
  db: Kysely<Database>,
  name: string,
  actor: Actor,
  now: Instant,
) {
  const trimmed = name.trim()
  if (!trimmed) throw new ApiFailure(400, '请填写分类名称')
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('goods_types')
      .select((eb) => eb.fn.max<number>('sort').as('sort'))
      .executeTakeFirst()
    const made = await trx
      .insertInto('goods_types')
      .values({ name: trimmed, sort: Number(last?.sort ?? -1) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow()
    await audit(
      trx,
      actor,
      'goods-type.create',
      `goods-type:${made.id}`,
      { after: { name: trimmed } },
      now,
    )
    return { id: Number(made.id), name: trimmed }
  })
}
