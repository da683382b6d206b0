import type { Kysely } from 'kysely'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import type { Database } from '../schema'

/** The home navigation's entries in order. */
export async function listHomeNav(db: Kysely<Database>): Promise<HomeNavEntry[]> {
  const rows = await db
    .selectFrom('home_nav_entries')
    .select(['label', 'icon', 'url'])
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows as HomeNavEntry[]
}
