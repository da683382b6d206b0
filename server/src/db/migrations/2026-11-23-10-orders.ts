import type { Kysely } from 'kysely'
import { withId } from './portable'

/**
 * Buying: orders (the goods, its price and the shipping address as they were when ordered;
 * money in integer fen; an order number that is unique and unguessable), the payment
 * notifications received (each kept once), shipments of goods that ship with their tracking
 * timeline, and which goods ship (books).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('goods')
    .addColumn('ships', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()

  await withId(db, db.schema.createTable('orders'))
    .addColumn('order_no', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('goods_id', 'integer', (col) => col.notNull().references('goods.id'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addColumn('class_id', 'integer')
    .addColumn('title', 'varchar(100)', (col) => col.notNull())
    .addColumn('cover', 'varchar(255)', (col) => col.notNull())
    .addColumn('price_fen', 'integer', (col) => col.notNull())
    .addColumn('amount_fen', 'integer', (col) => col.notNull())
    .addColumn('ships', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('receiver_name', 'varchar(50)')
    .addColumn('receiver_mobile', 'varchar(20)')
    .addColumn('receiver_region', 'varchar(100)')
    .addColumn('receiver_detail', 'varchar(200)')
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .addColumn('pay_provider', 'varchar(16)')
    .addColumn('transaction_id', 'varchar(64)')
    .execute()
  await db.schema
    .createIndex('orders_by_user')
    .on('orders')
    .columns(['user_id', 'created_at'])
    .execute()
  await db.schema
    .createIndex('orders_unpaid_by_expiry')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute()

  await withId(db, db.schema.createTable('payment_notifications'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().references('orders.id').onDelete('cascade'),
    )
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('notify_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('transaction_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('payment_notifications_once', ['provider', 'notify_id'])
    .execute()
  await db.schema
    .createIndex('payment_notifications_by_order')
    .on('payment_notifications')
    .column('order_id')
    .execute()

  await withId(db, db.schema.createTable('shipments'))
    .addColumn('order_id', 'integer', (col) =>
      col.notNull().unique().references('orders.id').onDelete('cascade'),
    )
    .addColumn('carrier', 'varchar(32)', (col) => col.notNull())
    .addColumn('tracking_no', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('shipped_at', 'bigint', (col) => col.notNull())
    .execute()

  await withId(db, db.schema.createTable('shipment_events'))
    .addColumn('shipment_id', 'integer', (col) =>
      col.notNull().references('shipments.id').onDelete('cascade'),
    )
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(200)', (col) => col.notNull())
    .execute()
  await db.schema
    .createIndex('shipment_events_by_shipment')
    .on('shipment_events')
    .columns(['shipment_id', 'at'])
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shipment_events').execute()
  await db.schema.dropTable('shipments').execute()
  await db.schema.dropTable('payment_notifications').execute()
  await db.schema.dropTable('orders').execute()
  await db.schema.alterTable('goods').dropColumn('ships').execute()
}
