import { randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { newOrderNo } from '@server/order-numbers'
import { recordShipment } from '@server/db/repositories/orders'
import type { Database } from '@server/db/schema'

type Db = Kysely<Database> | Transaction<Database>

const HOUR = 3600_000

/** The demo learners' book orders: paid, sent, and where their parcels are. */
const SHIPMENTS = [
  {
    carrier: '顺丰速运',
    tracking: 'SF1423987650312',
    delivered: true,
    region: '北京市 北京市 海淀区',
    detail: '中关村大街27号 中关村大厦12层',
    steps: [
      '【北京市】顺丰速运 已收取快件，揽收员：王师傅',
      '【北京顺义集散中心】快件已到达，准备发往下一站',
      '【北京海淀中关村营业部】快件已到达，正在派送途中，派送员：李师傅 138****2046',
      '【北京市】快件已签收，签收人：本人，感谢使用顺丰，期待再次为您服务',
    ],
  },
  {
    carrier: '中通快递',
    tracking: '78312456098233',
    delivered: false,
    region: '浙江省 杭州市 西湖区',
    detail: '文三路90号 东部软件园2号楼',
    steps: [
      '【北京市】中通快递 北京朝阳网点 已揽收',
      '【北京转运中心】已发出，下一站 杭州转运中心',
      '【杭州转运中心】已到达，正在分拣',
    ],
  },
] as const

/**
 * Book orders of two demo learners, paid and shipped with their tracking timelines, so that a
 * school's first run shows what a shipped order looks like. Demo learners cannot log in; the
 * e2e tests ship a learner's own order the same way (as the school's operator would).
 */
export async function seedOrders(db: Db, now: Date): Promise<void> {
  const [learners, books] = await Promise.all([
    db
      .selectFrom('users')
      .select('id')
      .where('username', 'like', 'demo.learner.%')
      .orderBy('id')
      .execute(),
    db.selectFrom('goods').selectAll().where('ships', '=', 1).orderBy('sort').execute(),
  ])
  for (const [index, parcel] of SHIPMENTS.entries()) {
    const learner = learners[index]
    const book = books[index]
    if (!learner || !book) continue
    const ordered = now.getTime() - (5 - index * 2) * 24 * HOUR
    const order = await db
      .insertInto('orders')
      .values({
        order_no: newOrderNo(ordered),
        user_id: Number(learner.id),
        goods_id: Number(book.id),
        kind: 'goods',
        ref_id: Number(book.ref_id),
        class_id: null,
        title: book.title,
        cover: book.cover,
        price_fen: Number(book.price_fen),
        amount_fen: Number(book.discount_price_fen),
        ships: 1,
        receiver_name: index === 0 ? '林晓' : '陈晨',
        receiver_mobile: index === 0 ? '13800001234' : '13900005678',
        receiver_region: parcel.region,
        receiver_detail: parcel.detail,
        status: 'paid',
        created_at: ordered,
        expires_at: ordered + 30 * 60_000,
        paid_at: ordered + 3 * 60_000,
        ended_at: null,
        pay_provider: 'wechat',
        transaction_id: `42000${randomBytes(10).toString('hex')}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const shipped = ordered + 20 * HOUR
    await recordShipment(db, {
      orderId: Number(order.id),
      carrier: parcel.carrier,
      trackingNo: parcel.tracking,
      delivered: parcel.delivered,
      shippedAt: shipped,
      steps: parcel.steps.map((description, step) => ({
        at: shipped + step * 9 * HOUR,
        description,
      })),
    })
  }
}
