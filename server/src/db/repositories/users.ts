import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { UserInfo } from '@common/contracts/user'
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
  now: Date,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now.getTime() })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** A new learner's nickname until they choose one: 学员 and the number's last four digits. */
export function defaultNickname(mobile: string): string {
  return `学员${mobile.slice(-4)}`
}

/**
 * Creates a user with a mobile number unless the number already has an account (also when
 * another request registers it at the same moment); returns the new id or null.
 */
export async function createUserIfMobileFree(
  db: Kysely<Database>,
  user: Omit<Insertable<UserTable>, 'created_at'> & { mobile: string },
  now: Date,
): Promise<number | null> {
  const row = await db
    .insertInto('users')
    .values({ ...user, created_at: now.getTime() })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .returning('id')
    .executeTakeFirst()
  return row ? Number(row.id) : null
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

/** The user with this mobile number, or null. */
export async function findUserByMobile(
  db: Kysely<Database>,
  mobile: string,
): Promise<UserRow | null> {
  return (
    (await db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirst()) ??
    null
  )
}

/** The user whose account name or mobile number this is, or null. */
export async function findUserByAccount(
  db: Kysely<Database>,
  account: string,
): Promise<UserRow | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb.or([eb('mobile', '=', account), eb('username', '=', account)]))
    .executeTakeFirst()
  return row ?? null
}

/** Changes user columns. */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<UserTable>,
): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute()
}

/** The user with this mobile number, created (with a default nickname) when there is none. */
export async function findOrCreateUserByMobile(
  db: Kysely<Database>,
  mobile: string,
  now: Date,
): Promise<UserRow> {
  await db
    .insertInto('users')
    .values({ mobile, nickname: defaultNickname(mobile), created_at: now.getTime() })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute()
  return db.selectFrom('users').selectAll().where('mobile', '=', mobile).executeTakeFirstOrThrow()
}
