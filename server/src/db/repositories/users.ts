import type { Insertable, Kysely, Selectable } from 'kysely'
import type { UserInfo } from '../../../../types/api'
import type { Database, UserTable } from '../schema'

export type UserRow = Selectable<UserTable>

/** The user with this id, or null. */
export async function findUser(db: Kysely<Database>, id: number): Promise<UserRow | null> {
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
}

/** Creates a user and returns its id. */
export async function createUser(
  db: Kysely<Database>,
  user: Omit<Insertable<UserTable>, 'created_at'>,
  now = new Date(),
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The public view of a user (spec §3 user info): never the password hash. */
export function toUserInfo(user: UserRow): UserInfo {
  const [birthyear = '', birthmonth = ''] = user.birthday ? user.birthday.split('-') : []
  return {
    uid: Number(user.id),
    mobile: user.mobile ?? '',
    name: user.name,
    nickname: user.nickname,
    email: user.email,
    qq: user.qq,
    sex: Number(user.sex),
    birthday: user.birthday,
    birthyear,
    birthmonth,
  }
}
