import type { ColumnType, Generated } from 'kysely'
import type { Instant } from '../time'

/** A column the database fills in when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>

/** The database as the app's code sees it; migrations use Kysely<any> and stay frozen. */
export interface Database {
  app_meta: AppMetaTable
  organisations: OrganisationTable
  banners: BannerTable
  users: UserTable
  sessions: SessionTable
  sms_codes: SmsCodeTable
  dev_sms_outbox: DevSmsOutboxTable
  auth_failures: AuthFailureTable
  addresses: AddressTable
  suggestions: SuggestionTable
  course_categories: CourseCategoryTable
  courses: CourseTable
  classrooms: ClassroomTable
  goods_types: GoodsTypeTable
  goods: GoodsTable
  goods_courses: GoodsCourseTable
  lives: LiveTable
  study_records: StudyRecordTable
  chapters: ChapterTable
  lessons: LessonTable
  classroom_courses: ClassroomCourseTable
  classroom_goods: ClassroomGoodsTable
  enrolments: EnrolmentTable
  video_positions: VideoPositionTable
  lesson_discussions: LessonDiscussionTable
  discussion_replies: DiscussionReplyTable
  lesson_likes: LessonLikeTable
}

export type TableName = keyof Database

/** An exam (parent_id null) or one of its subjects. */
export interface CourseCategoryTable {
  id: Generated<number>
  parent_id: number | null
  name: string
  sort: Defaulted<number>
}

/** Prices are kept in fen (1/100 yuan) so that sums stay exact. */
export interface CourseTable {
  id: Generated<number>
  category_id: number
  title: string
  picture: string
  url: Defaulted<string>
  teacher: string
  price_fen: number
  discount_price_fen: number
  validity_days: Defaulted<number>
  description: Defaulted<string>
  lesson_count: Defaulted<number>
  student_count: Defaulted<number>
  /** spec §2: 0 review essentials, 1 free videos, null in neither free list. */
  free_list_type: number | null
  sort: Defaulted<number>
  created_at: Instant
}

export interface ClassroomTable {
  id: Generated<number>
  title: string
  picture: string
  description: Defaulted<string>
  price_fen: number
  discount_price_fen: number
  validity_days: Defaulted<number>
  student_count: Defaulted<number>
  created_at: Instant
}

export interface GoodsTypeTable {
  id: Generated<number>
  name: string
  sort: Defaulted<number>
}

export interface GoodsTable {
  id: Generated<number>
  goods_type_id: number
  /** spec §2 confirmOrder types. */
  type: 'course' | 'classroom' | 'goods'
  ref_id: number
  title: string
  cover: string
  summary: Defaulted<string>
  price_fen: number
  discount_price_fen: number
  sort: Defaulted<number>
}

export interface GoodsCourseTable {
  goods_id: number
  course_id: number
}

export interface LiveTable {
  id: Generated<number>
  course_id: number
  lesson_title: string
  teacher: string
  start_time: Instant
  end_time: Instant
  free: Defaulted<number>
  status: Defaulted<string>
}

export interface StudyRecordTable {
  user_id: number
  course_id: number
  lesson_id: number
  lesson_title: string
  updated_at: Instant
}

/** A chapter of a course: the lessons that follow it until the next chapter. */
export interface ChapterTable {
  id: Generated<number>
  course_id: number
  title: string
  sort: Defaulted<number>
}

/** A recorded lesson; chapter_id is null for lessons before the first chapter. */
export interface LessonTable {
  id: Generated<number>
  course_id: number
  chapter_id: number | null
  title: string
  free: Defaulted<number>
  status: Defaulted<'published' | 'unpublished'>
  /** Seconds of video. */
  duration: Defaulted<number>
  /** A file name under server/media/lessons. */
  media_file: Defaulted<string>
  teacher: Defaulted<string>
  sort: Defaulted<number>
}

export interface ClassroomCourseTable {
  classroom_id: number
  course_id: number
  sort: Defaulted<number>
}

export interface ClassroomGoodsTable {
  classroom_id: number
  goods_id: number
  sort: Defaulted<number>
}

/** What a learner holds: a course or a class room, and how the learner got it. */
export interface EnrolmentTable {
  id: Generated<number>
  user_id: number
  kind: 'course' | 'classroom'
  ref_id: number
  source: 'purchase' | 'free' | 'classroom'
  created_at: Instant
  /** Null until activated; a null expiry never ends. */
  activated_at: Instant | null
  expire_at: Instant | null
}

/** The second of a lesson's video a learner got to. */
export interface VideoPositionTable {
  user_id: number
  lesson_id: number
  seconds: number
  updated_at: Instant
}

export interface LessonDiscussionTable {
  id: Generated<number>
  lesson_id: number
  user_id: number
  content: string
  created_at: Instant
}

export interface DiscussionReplyTable {
  id: Generated<number>
  discuss_id: number
  user_id: number
  target_user_id: number
  content: string
  created_at: Instant
}

/** 1 liked, -1 disliked; no row means neither. */
export interface LessonLikeTable {
  user_id: number
  lesson_id: number
  value: 1 | -1
}

/** What an SMS code proves: each code serves one purpose only. */
export type SmsPurpose = 'login' | 'register' | 'reset' | 'bind'

export interface SmsCodeTable {
  id: Generated<number>
  mobile: string
  purpose: SmsPurpose
  /** HMAC of the code: the code itself is never stored. */
  code_hash: string
  ip: Defaulted<string>
  created_at: Instant
  expires_at: Instant
  used_at: Instant | null
  failed_attempts: Defaulted<number>
}

/** Codes the development SMS adapter "sent": readable by tests, absent in production. */
export interface DevSmsOutboxTable {
  id: Generated<number>
  mobile: string
  purpose: SmsPurpose
  code: string
  created_at: Instant
}

/** One failed password login, keyed by account or by IP. */
export interface AuthFailureTable {
  id: Generated<number>
  key: string
  created_at: Instant
}

export interface AddressTable {
  id: Generated<number>
  user_id: number
  name: string
  mobile: string
  qq: string
  province: string
  city: string
  district: Defaulted<string>
  detail: string
  is_default: Defaulted<number>
  tag: Defaulted<string>
  created_at: Instant
  updated_at: Instant
}

export interface SuggestionTable {
  id: Generated<number>
  user_id: number | null
  content: string
  contact: Defaulted<string>
  ip: Defaulted<string>
  created_at: Instant
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
  created_at: Instant
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
  created_at: Instant
}

export interface SessionTable {
  /** SHA-256 of the cookie's session id: a leaked table does not leak live sessions. */
  id_hash: string
  user_id: number | null
  created_at: Instant
  expires_at: Instant
}
