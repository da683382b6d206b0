import type { Kysely } from 'kysely'
import { linkTeachersByName } from '@server/db/repositories/teachers'
import type { Database } from '@server/db/schema'
import { isEmpty } from './is-empty'
import { DEMO_BANNERS, DEMO_ORGANISATION } from './organisation'
import { seedBank } from './seed-bank'
import { seedBankSales } from './seed-bank-sales'
import { placeLivesInChapters, seedCatalogue } from './seed-catalogue'
import { seedOrders } from './seed-orders'
import { seedStudy } from './seed-study'

/**
 * Fills an empty database with the demo school; returns whether it did. The seed marker is
 * written first, so of two servers starting together on one empty database only one seeds.
 */
export async function seedDemoData(db: Kysely<Database>, now = new Date()): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false
    await trx
      .insertInto('organisations')
      .values({ ...DEMO_ORGANISATION, created_at: now.getTime() })
      .execute()
    await trx
      .insertInto('banners')
      .values(
        DEMO_BANNERS.map((banner, index) => ({
          ...banner,
          train_code: DEMO_ORGANISATION.train_code,
          type: 'mm',
          sort: index,
        })),
      )
      .execute()
    await seedCatalogue(trx, now)
    await seedStudy(trx, now)
    await placeLivesInChapters(trx)
    await linkTeachersByName(trx, now.getTime())
    await seedBank(trx, now)
    await seedBankSales(trx)
    await seedOrders(trx, now)
    return true
  })
}
