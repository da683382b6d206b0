import type { Kysely } from 'kysely'
import { linkTeachersByName } from '@server/db/repositories/teachers'
import type { Database } from '@server/db/schema'
import { BankFile, readDemoFile, SchoolFile } from './data-files'
import { isEmpty } from './is-empty'
import { seedBank } from './seed-bank'
import { seedBankSales } from './seed-bank-sales'
import { seedCatalogue } from './seed-catalogue'
import { seedLearners } from './seed-learners'

/**
 * Fills an empty database with the demo school, read from its data files (server/demo-school);
 * returns whether it did. The seed marker is written first, so of two servers starting together
 * on one empty database only one seeds.
 */
export async function seedDemoData(db: Kysely<Database>, now: Date): Promise<boolean> {
  if (!(await isEmpty(db))) return false
  const school = readDemoFile('school.json', SchoolFile)
  const bank = readDemoFile('bank.json', BankFile)
  return db.transaction().execute(async (trx) => {
    const marked = await trx
      .insertInto('app_meta')
      .values({ key: 'seeded_at', value: now.toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    if (Number(marked.numInsertedOrUpdatedRows ?? 0) === 0) return false
    const { organisation } = school
    await trx
      .insertInto('organisations')
      .values({
        train_code: organisation.trainCode,
        train_name: organisation.name,
        realname: organisation.contact,
        mobile: organisation.mobile,
        qq: organisation.qq,
        weixin_url: organisation.wechatQr,
        weixin_title: organisation.wechatTitle,
        created_at: now.getTime(),
      })
      .execute()
    await trx
      .insertInto('banners')
      .values(
        school.banners.map((banner, sort) => ({
          train_code: organisation.trainCode,
          type: 'mm',
          title: banner.title,
          imgurl: banner.image,
          url: banner.url,
          sort,
        })),
      )
      .execute()
    const { goodsTypes, courseIds } = await seedCatalogue(trx, school, now)
    await linkTeachersByName(trx, now.getTime())
    await seedBank(trx, bank, now)
    await seedBankSales(trx, bank, goodsTypes.banks)
    await seedLearners(trx, school, courseIds, now)
    return true
  })
}
