import type { ColumnType, Generated } from 'kysely'

/** A column the database fills in when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

/** The database as the app's code sees it; migrations use Kysely<any> and stay frozen. */
export interface Database {
  app_meta: AppMetaTable
  organisations: OrganisationTable
  banners: BannerTable
  users: UserTable
  sessions: SessionTable
}

export interface AppMetaTable {
  key: string
  value: string
}

export interface OrganisationTable {
  train_code: string
  train_name: string
  realname: string
  mobile: string
  qq: string
  weixin_url: string
  weixin_title: string
  created_at: string
}

export interface BannerTable {
  id: Generated<number>
  train_code: string
  /** 'mm' for the mobile site. */
  type: string
  title: string
  imgurl: string
  url: string
  sort: number
}

export interface UserTable {
  id: Generated<number>
  mobile: ColumnType<string | null, string | null | undefined, string | null>
  username: ColumnType<string | null, string | null | undefined, string | null>
  password_hash: ColumnType<string | null, string | null | undefined, string | null>
  name: Defaulted<string>
  nickname: Defaulted<string>
  email: Defaulted<string>
  qq: Defaulted<string>
  sex: Defaulted<number>
  birthday: Defaulted<string>
  created_at: string
}

export interface SessionTable {
  /** SHA-256 of the cookie's session id: a leaked table does not leak live sessions. */
  id_hash: string
  user_id: number | null
  created_at: string
  expires_at: string
}
