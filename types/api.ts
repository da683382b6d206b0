/** Payload types of the API (spec §3, §7), shared by the app and the server. */

import type { AccessCode } from './study'

/** Every answer of the API (spec §7): code 200 is success. */
export interface Envelope<T> {
  code: number
  message: string
  result: T
}

/** The training organisation's contact and branding info (spec §3 oemInfo). */
export interface TrainInfo {
  train_code: string
  train_name: string
  realname: string
  mobile: string
  qq: string
  /** Address of the organisation's WeChat QR image. */
  weixin_url: string
  weixin_title: string
}

/** spec §3 user info. */
export interface UserInfo {
  uid: number
  mobile: string
  name: string
  nickname: string
  email: string
  qq: string
  sex: number
  birthday: string
  birthyear: string
  birthmonth: string
}

/** Result of GET /api/home/checklogin/ when logged in. */
export interface CheckLoginResult {
  user: UserInfo
}

/** spec §3 banner. */
export interface Banner {
  url: string
  imgurl: string
  title: string
}

/** spec §3 user address. */
export interface UserAddress {
  name: string
  mobile: string
  qq: string
  province: string
  city: string
  district: string
  detail: string
  address: string
  default: number
  tag: string
}

/** Result of GET /health. */
export interface HealthResult {
  status: 'ok'
  database: 'ok'
  uptimeSeconds: number
}

/** Result of the login and register calls: the user now logged in. */
export interface LoginResult {
  user: UserInfo
  /**
   * An SMS login proved the number of an account made without proof: its password was removed
   * and its other sessions ended; the learner is asked to set a password again.
   */
  securityReset?: boolean
}

/** Result of GET /knew/home/user/profile: the user and the first stored address. */
export interface ProfileResult {
  user: UserInfo
  address: UserAddress | null
}

/** Keys of user info that POST /knew/home/User/info changes, one at a time (spec §3). */
export type EditableUserKey = 'name' | 'nickname' | 'email' | 'qq' | 'sex' | 'birthday'

/** What the address form posts (spec §2/§3). */
export interface AddressPayload {
  name: string
  mobile: string
  qq: string
  province: string
  city: string
  district: string
  detail: string
}

/** Feedback (POST /api/home/suggests/); the spec does not give the payload. */
export interface SuggestionPayload {
  content: string
  contact?: string
}

/** spec §3 course card. Prices are in yuan. */
export interface CourseCard {
  id: number
  title: string
  picture: string
  /** An external address to open instead of the course page, or ''. */
  url: string
  teacher: string
  price: number
  discountPrice: number
  studentCount: number
}

/** spec §3 course category: an exam with its subjects and (up to 8 on home) courses. */
export interface CourseCategory {
  id: number
  name: string
  catechildren: { id: number; name: string }[]
  courseList: CourseCard[]
}

/** spec §3 live lesson. Times are China date-times: 2026-11-21 19:30:00. */
export interface LiveLesson {
  id: number
  lessonTitle: string
  title: string
  courseTitle: string
  courseId: number
  mediaId: number
  /** '1' means free. */
  free: string
  is_activate: number
  /** 0 in a public list, which knows no learner: their access is the course's access call. */
  access: AccessCode
  start_time: string
  end_time: string
  nickname: string
  category: string
  status: string
}

/** A goods item of the store (course, class room or book). */
export interface GoodsItem {
  id: number
  type: 'course' | 'classroom' | 'goods'
  refId: number
  title: string
  cover: string
  summary: string
  price: number
  discountPrice: number
  /** Sent by post (a book): its order takes a shipping address. */
  ships: boolean
}

/** A store category with its goods (GET /api/home/study/getGoodsTypes). */
export interface GoodsType {
  id: number
  name: string
  goods: GoodsItem[]
}

/** spec §3 last study record. */
export interface LastLearning {
  courseId: number
  lessonId: number
  lessonTitle: string
  courseTitle: string
}

/** A class room card. */
export interface ClassroomCard {
  id: number
  title: string
  picture: string
  price: number
  discountPrice: number
}

/** Results of a keyword search, grouped by kind. */
export interface SearchResult {
  keyword: string
  courses: CourseCard[]
  classes: ClassroomCard[]
  goods: GoodsItem[]
  lives: LiveLesson[]
}

/** What went wrong in the app, as the client error report names it. */
export type ClientErrorKind = 'server' | 'render' | 'unhandled-rejection' | 'script'

/**
 * POST /api/client/errors (form-encoded): a failure the app met, for the school's operators.
 * No personal data: no user, no query strings, no request bodies, mobile numbers masked.
 */
export interface ClientErrorReport {
  kind: ClientErrorKind
  /** The page's path, without its query. */
  route: string
  /** The API path of a failed call, without its query. */
  call?: string
  /** HTTP status or envelope code of a failed call. */
  status?: number
  message: string
  appVersion: string
  userAgent: string
}
