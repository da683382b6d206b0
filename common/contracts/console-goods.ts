import { Type, type Static } from 'typebox'
import { COURSE_RULES } from '@common/rules/course-content'
import { envelope } from './envelope'

const Fen = Type.Integer({ minimum: 0, maximum: COURSE_RULES.priceMaxFen })

/** Goods as the console lists them: what they sell, at what price, how many are left. */
export const ConsoleGoodsSchema = Type.Object({
  id: Type.Integer(),
  /** course and classroom goods follow their course or class room; goods are edited here. */
  type: Type.String(),
  refId: Type.Integer(),
  goodsTypeId: Type.Integer(),
  goodsTypeName: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  discountPriceFen: Type.Integer(),
  ships: Type.Boolean(),
  /** null: not counted. */
  stock: Type.Union([Type.Integer(), Type.Null()]),
  /** The bank subjects it opens. */
  subjectIds: Type.Array(Type.Integer()),
  /** A bank's days open once paid; null for the others (a course's goods follow the course). */
  validityDays: Type.Union([Type.Integer(), Type.Null()]),
  /** Paid orders. */
  sold: Type.Integer(),
})
export type ConsoleGoods = Static<typeof ConsoleGoodsSchema>
export const ConsoleGoodsListEnvelope = envelope(Type.Array(ConsoleGoodsSchema))
export const ConsoleGoodsEnvelope = envelope(ConsoleGoodsSchema)

export const GoodsTypeSchema = Type.Object({ id: Type.Integer(), name: Type.String() })
export const GoodsTypeListEnvelope = envelope(Type.Array(GoodsTypeSchema))
export const GoodsTypeBody = Type.Object({ name: Type.String({ maxLength: 40 }) })

/** POST /admin/api/goods: goods of their own (a book, a bank, a bundle of banks). */
export const NewGoodsBody = Type.Object({
  goodsTypeId: Type.Integer({ minimum: 1 }),
  title: Type.String({ maxLength: COURSE_RULES.titleMax * 2 }),
  summary: Type.Optional(Type.String({ maxLength: 500 })),
  cover: Type.Optional(Type.String({ maxLength: 200 })),
  priceFen: Fen,
  discountPriceFen: Fen,
  ships: Type.Boolean(),
  stock: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()])),
  subjectIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
  /** A bank's days open once paid (a year when left out). */
  validityDays: Type.Optional(
    Type.Union([Type.Integer({ minimum: 1, maximum: 3650 }), Type.Null()]),
  ),
})
export type NewGoods = Static<typeof NewGoodsBody>

/** PATCH /admin/api/goods/:id: what changes (a course's or class room's goods: type and order only). */
export const GoodsChangeBody = Type.Partial(
  Type.Object({ ...NewGoodsBody.properties, sort: Type.Integer({ minimum: 0, maximum: 10_000 }) }),
)
export type GoodsChange = Static<typeof GoodsChangeBody>
