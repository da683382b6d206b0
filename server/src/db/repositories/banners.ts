import type { Kysely } from 'kysely'
import type { Banner } from '@common/contracts/organisation'
import type { Database } from '../schema'

/** An organisation's banners of one type in display order. */
export async function listBanners(
  db: Kysely<Database>,
  trainCode: string,
  type: string,
): Promise<Banner[]> {
  return db
    .selectFrom('banners')
    .select(['url', 'imgurl', 'title'])
    .where('train_code', '=', trainCode)
    .where('type', '=', type)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}
