import type { Kysely, Selectable } from 'kysely'
import type { AddressPayload, UserAddress } from '@common/contracts/accounts'
import type { AddressTable, Database } from '../schema'

function toUserAddress(row: Selectable<AddressTable>): UserAddress {
  return {
    name: row.name,
    mobile: row.mobile,
    qq: row.qq,
    province: row.province,
    city: row.city,
    district: row.district,
    detail: row.detail,
    // spec §3: the save sets address equal to detail.
    address: row.detail,
    default: Number(row.is_default),
    tag: row.tag,
  }
}

/** A user's addresses, the first (oldest) first. */
export async function listAddresses(db: Kysely<Database>, userId: number): Promise<UserAddress[]> {
  const rows = await db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map(toUserAddress)
}

/** spec §3: only the first stored address is edited; a change replaces it. */
export async function saveFirstAddress(
  db: Kysely<Database>,
  userId: number,
  address: AddressPayload,
  now: Date,
): Promise<UserAddress> {
  const at = now.getTime()
  return db.transaction().execute(async (trx) => {
    const first = await trx
      .selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirst()
    if (first) {
      await trx
        .updateTable('addresses')
        .set({ ...address, updated_at: at })
        .where('id', '=', first.id)
        .execute()
    } else {
      await trx
        .insertInto('addresses')
        .values({ ...address, user_id: userId, is_default: 1, created_at: at, updated_at: at })
        .execute()
    }
    const saved = await trx
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    return toUserAddress(saved)
  })
}

/** The learner's address by its id, or their first one when no id is given. */
export function addressOf(db: Kysely<Database>, userId: number, addressId?: number) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(addressId !== undefined, (q) => q.where('id', '=', addressId as number))
    .orderBy('id')
    .executeTakeFirst()
}
