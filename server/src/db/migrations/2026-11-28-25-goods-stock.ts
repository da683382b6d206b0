import type { Kysely } from 'kysely'

/**
 * Goods as the school sells them (issue 28): a book's stock (null: not counted), taken one by
 * one as its orders are paid; when it is 0 the book is not ordered.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').addColumn('stock', 'integer').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('stock').execute()
}
