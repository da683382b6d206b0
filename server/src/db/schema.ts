import type { ColumnType, Generated } from 'kysely'
import type { PointsKind } from '@common/contracts/user-centre'
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
  home_nav_entries: HomeNavEntryTable
  home_recommendations: HomeRecommendationTable
  table_versions: TableVersionTable
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
  bank_exams: BankExamTable
  bank_subjects: BankSubjectTable
  bank_chapters: BankChapterTable
  knowledge_points: KnowledgePointTable
  questions: QuestionTable
  question_options: QuestionOptionTable
  question_points: QuestionPointTable
  lesson_points: LessonPointTable
  papers: PaperTable
  paper_questions: PaperQuestionTable
  goods_subjects: GoodsSubjectTable
  question_answers: QuestionAnswerTable
  question_progress: QuestionProgressTable
  question_favourites: QuestionFavouriteTable
  attempts: AttemptTable
  attempt_answers: AttemptAnswerTable
  attempt_questions: AttemptQuestionTable
  question_notes: QuestionNoteTable
  question_corrections: QuestionCorrectionTable
  learner_settings: LearnerSettingsTable
  own_papers: OwnPaperTable
  orders: OrderTable
  payment_notifications: PaymentNotificationTable
  shipments: ShipmentTable
  shipment_events: ShipmentEventTable
  question_discussions: QuestionDiscussionTable
  question_discussion_replies: QuestionDiscussionReplyTable
  wechat_oauth_states: WechatOauthStateTable
  points_ledger: PointsLedgerTable
  sign_ins: SignInTable
  wechat_tokens: WechatTokenTable
  user_consents: UserConsentTable
  staff: StaffTable
  staff_sessions: StaffSessionTable
  audit_log: AuditLogTable
  teachers: TeacherTable
  uploads: UploadTable
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
  /** The teacher's name as learners see it; kept equal to the linked teacher's. */
  teacher: string
  teacher_id: Defaulted<number | null>
  price_fen: number
  discount_price_fen: number
  validity_days: Defaulted<number>
  description: Defaulted<string>
  /** A draft (made in the console, not yet published) is unseen by learners. */
  status: Defaulted<'published' | 'draft'>
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

/** A table's version, raised by a trigger with every write to it (migration 27). */
export interface TableVersionTable {
  name: string
  version: number
}

/** An entry of the learners' home navigation, as the school arranges it. */
export interface HomeNavEntryTable {
  id: Generated<number>
  label: string
  /** One of HOME_NAV_ICONS (common/constants/home-nav.ts). */
  icon: string
  /** A page of the app or an https address. */
  url: string
  sort: Defaulted<number>
}

/** A course recommended first in its exam's course section of the home page. */
export interface HomeRecommendationTable {
  /** The exam's category (a top-level course category). */
  category_id: number
  course_id: number
  sort: number
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
  /** 1: a thing sent by post (a book): its order needs a shipping address. */
  ships: Defaulted<number>
  /** Books left to sell (taken as orders are paid); null: not counted. */
  stock: Defaulted<number | null>
  /** A bank's days open once paid (null: SUBJECT_VALIDITY_DAYS); others take their course's. */
  validity_days: Defaulted<number | null>
}

export interface GoodsCourseTable {
  goods_id: number
  course_id: number
}

export interface LiveTable {
  id: Generated<number>
  course_id: number
  lesson_title: string
  /** The teacher's name as learners see it; kept equal to the linked teacher's. */
  teacher: string
  teacher_id: Defaulted<number | null>
  start_time: Instant
  end_time: Instant
  free: Defaulted<number>
  status: Defaulted<string>
  /** The course chapter it belongs to (the playback list's group); null: before any chapter. */
  chapter_id: number | null
  /** What the school decided; live, ended and replay ready follow from the times. */
  state: Defaulted<'scheduled' | 'cancelled'>
  /** When its replay became watchable; null while it is being made (回放生成中). */
  replay_ready_at: Instant | null
  /** The stream's (and replay's) name at the live-stream provider. */
  media_key: Defaulted<string>
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
  /** A media storage key (`lessons/{uuid}.mp4`), or a demo sample's name in server/media/lessons. */
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
  /** subject: a question bank subject (bank_subjects.id). */
  kind: 'course' | 'classroom' | 'subject'
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
  /** When the watching credited first reached 90% of the video; it stays done when rewatched. */
  done_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
  /** Watching credited save by save, in seconds (services/lesson-progress.ts). */
  credited_seconds: Defaulted<number>
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

/** The 用户协议/隐私政策 version a learner agreed to (migration 18). */
export interface UserConsentTable {
  id: Generated<number>
  user_id: number
  version: string
  agreed_at: Instant
  ip: Defaulted<string>
}

/** A staff account of the school's console (issue 28). */
export interface StaffTable {
  id: Generated<number>
  username: string
  password_hash: string
  role: string
  disabled: Defaulted<number>
  /** A 讲师 account: the teacher it is (their lives, their courses). */
  teacher_id: Defaulted<number | null>
  created_at: Instant
}

/** A teacher of the school: courses and lives link to one (issue 28). */
export interface TeacherTable {
  id: Generated<number>
  name: string
  title: Defaulted<string>
  created_at: Instant
}

/** A staff session: as SessionTable, keyed by the SHA-256 of its cookie's id. */
export interface StaffSessionTable {
  id_hash: string
  staff_id: number
  created_at: Instant
  expires_at: Instant
}

/** One change made in the console, written in the change's transaction. */
export interface AuditLogTable {
  id: Generated<number>
  staff_id: number | null
  actor: string
  action: string
  target: string
  /** JSON: the change's before/after summary. */
  summary: string
  ip: Defaulted<string>
  at: Instant
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
  /** The openid for the school's official account, from 网页授权 (JSAPI payment needs it). */
  wechat_openid: ColumnType<string | null, string | null | undefined, string | null>
  /** The points balance: always the sum of the learner's points_ledger lines. */
  points: Defaulted<number>
  /** The exam date the learner set, a China day YYYY-MM-DD. */
  exam_date: ColumnType<string | null, string | null | undefined, string | null>
  /** When an SMS code proved the mobile number is the learner's; null: never proven. */
  mobile_proven_at: ColumnType<Instant | null, Instant | null | undefined, Instant | null>
}

export interface SessionTable {
  /** SHA-256 of the cookie's session id: a leaked table does not leak live sessions. */
  id_hash: string
  user_id: number | null
  created_at: Instant
  expires_at: Instant
  /** The WeChat user of this session's browser for the account wechat_app_id (网页授权). */
  wechat_openid: ColumnType<string | null, string | null | undefined, string | null>
  wechat_app_id: ColumnType<string | null, string | null | undefined, string | null>
}

/** One of the four exams of spec §3, under its own id. */
export interface BankExamTable {
  id: number
  name: string
  sort: Defaulted<number>
}

/** A subject of an exam in one exam year; its bank is sold by goods (goods_subjects). */
export interface BankSubjectTable {
  id: Generated<number>
  exam_id: number
  name: string
  year: number
  exam_date: Instant
  /** When the 押题卷 opens; null: a week before the exam (spec §9). */
  sprint_open_at: Defaulted<Instant | null>
  update_num: Defaulted<number>
  /** Questions as a learner answers them (statistics' totalQuestion), kept by the loader. */
  question_count: Defaulted<number>
  sort: Defaulted<number>
}

/** A chapter (parent_id null) or one of its 节. */
export interface BankChapterTable {
  id: Generated<number>
  subject_id: number
  parent_id: number | null
  title: string
  sort: Defaulted<number>
}

export interface KnowledgePointTable {
  id: Generated<number>
  subject_id: number
  chapter_id: number
  name: string
  /** 0-10. */
  importance: number
  sort: Defaulted<number>
}

export type StoredQuestionKind =
  | 'single'
  | 'multiple'
  | 'judge'
  | 'indefinite'
  /** A 不定项 case: its sub-questions are 'indefinite' rows under it. */
  | 'case'
  /** A material question: its parts are rows under it. */
  | 'material'
  | 'text'
  | 'number'
  | 'entry'

/**
 * A question, a case or a material question (then `stem` is its text and its sub-questions
 * point to it by parent_id). model_answer: a text part's model answer, a number part's
 * `{"value","unit"}`, an entry part's lines as JSON; choice answers are options' `correct`.
 */
export interface QuestionTable {
  id: Generated<number>
  subject_id: number
  chapter_id: number
  parent_id: number | null
  kind: StoredQuestionKind
  /** A material question's section name (计算分析题…). */
  title: Defaulted<string>
  stem: string
  analysis: Defaulted<string>
  model_answer: Defaulted<string>
  /** A part's marks in hundredths. */
  marks: Defaulted<number>
  difficulty: Defaulted<number>
  source: Defaulted<string>
  /** 1: open to visitors as free trial. */
  free: Defaulted<number>
  sort: Defaulted<number>
}

export interface QuestionOptionTable {
  id: Generated<number>
  question_id: number
  content: string
  correct: Defaulted<number>
  sort: Defaulted<number>
}

export interface QuestionPointTable {
  question_id: number
  point_id: number
}

export interface LessonPointTable {
  lesson_id: number
  point_id: number
}

/** The school's papers, listed to every learner. */
export type PublicPaperKind = 'chapter' | 'mock' | 'past' | 'sprint' | 'trial'

/** A learner's own practice sets (own_papers): wrong-book or favourites redo, a point, 智能练习. */
export type OwnPaperKind = 'wrong' | 'favourite' | 'point' | 'smart'

export type PaperKind = PublicPaperKind | OwnPaperKind

export interface PaperTable {
  id: Generated<number>
  subject_id: number
  kind: PaperKind
  chapter_id: number | null
  title: string
  minutes: Defaulted<number>
  /** Hundredths of a mark. */
  total_marks: Defaulted<number>
  pass_marks: Defaulted<number>
  /** Questions as a learner answers them. */
  question_count: Defaulted<number>
  free: Defaulted<number>
  sort: Defaulted<number>
  /** A draft (assembled in the console, not yet published) is unseen by learners. */
  status: Defaulted<'published' | 'draft'>
}

export interface PaperQuestionTable {
  paper_id: number
  question_id: number
  /** The section's name: 单选题, 计算分析题… */
  section: Defaulted<string>
  /**
   * The question's marks on this paper in hundredths: a 不定项 case's are all its
   * sub-questions' together (each the section's marks), a material question's its parts'.
   */
  marks: Defaulted<number>
  sort: Defaulted<number>
}

export interface GoodsSubjectTable {
  goods_id: number
  subject_id: number
}

/** Every answer a learner gave, as given. */
export interface QuestionAnswerTable {
  id: Generated<number>
  user_id: number
  question_id: number
  subject_id: number
  paper_id: number | null
  answer: string
  correct: number
  answered_at: Instant
}

/** One row per learner and question answered: what statistics and weak points read. */
export interface QuestionProgressTable {
  user_id: number
  question_id: number
  subject_id: number
  answers: number
  rights: number
  /** 1 when the latest answer was right. */
  last_correct: number
  updated_at: Instant
  /** Right answers in a row since the last wrong one: the wrong-answer book's exit rule. */
  streak: Defaulted<number>
  /** Wrong answers ever: a question is in the wrong-answer book once it has one. */
  wrong_count: Defaulted<number>
}

/** A question the learner keeps in 我的收藏. */
export interface QuestionFavouriteTable {
  user_id: number
  question_id: number
  subject_id: number
  created_at: Instant
}

export type AttemptMode = 'exam' | 'practice'

/** A learner's attempt at a paper; an exam's end is fixed by the server when it starts. */
export interface AttemptTable {
  id: Generated<number>
  user_id: number
  paper_id: number
  subject_id: number
  mode: AttemptMode
  started_at: Instant
  /** Null: no time limit (practice, or a paper without a time). */
  ends_at: Instant | null
  submitted_at: Instant | null
  /** The question the learner was at, to resume there. */
  position: Defaulted<number>
  /** Hundredths of a mark, set at submission. */
  score: number | null
  total: Defaulted<number>
  /** The report as JSON, kept at submission so that a second submit answers the same. */
  report: string | null
  /** How many of its questions had an answer at submission; null until then. */
  answered: ColumnType<number | null, number | null | undefined, number | null>
}

/** A question an attempt started with: the paper's list as it was then (paper_questions). */
export interface AttemptQuestionTable {
  attempt_id: number
  question_id: number
  section: Defaulted<string>
  /** Hundredths, as on the paper then. */
  marks: Defaulted<number>
  sort: Defaulted<number>
}

/** An answer saved during an attempt, as given (JSON: optionIds, text or entries). */
export interface AttemptAnswerTable {
  attempt_id: number
  question_id: number
  answer: string
  saved_at: Instant
  /** The device that gave the answer (its own random name), null when it sent none. */
  device: Defaulted<string | null>
  /** Hundredths the learner gave their written answer after submitting (自评), else null. */
  self_marks: Defaulted<number | null>
}

/** A practice set a learner made for themself: whose it is. */
export interface OwnPaperTable {
  paper_id: number
  user_id: number
  created_at: Instant
}

/** A learner's own note on a question. */
export interface QuestionNoteTable {
  user_id: number
  question_id: number
  content: string
  updated_at: Instant
}

/** A mistake a learner reports in a question (纠错), for the school to look at. */
export interface QuestionCorrectionTable {
  id: Generated<number>
  user_id: number
  question_id: number
  content: string
  status: Defaulted<'open' | 'closed'>
  created_at: Instant
}

/** A learner's choices in the question bank. */
export interface LearnerSettingsTable {
  user_id: number
  /** Right answers in a row that take a question out of the wrong-answer book (1-3). */
  wrong_exit: Defaulted<number>
}

/** A learner's comment on a question of the bank (spec §7), shaped as a lesson's. */
export interface QuestionDiscussionTable {
  id: Generated<number>
  question_id: number
  user_id: number
  content: string
  created_at: Instant
}

/** A reply under a question's comment, to its author or to one of its repliers. */
export type QuestionDiscussionReplyTable = DiscussionReplyTable

export type OrderStatus = 'unpaid' | 'paid' | 'cancelled' | 'closed'

/** An order: what was bought as it was then; money in fen. */
export interface OrderTable {
  id: Generated<number>
  /** The order's number everywhere outside the database: unique and unguessable. */
  order_no: string
  user_id: number
  goods_id: number
  /** What the goods grants: a course, a class room, or goods (a bank subject, a book). */
  kind: 'course' | 'classroom' | 'goods'
  ref_id: number
  /** The class room a course was bought from (spec: confirmOrder's class). */
  class_id: number | null
  title: string
  cover: string
  price_fen: number
  amount_fen: number
  ships: Defaulted<number>
  receiver_name: string | null
  receiver_mobile: string | null
  receiver_region: string | null
  receiver_detail: string | null
  status: OrderStatus
  created_at: Instant
  /** An unpaid order closes itself then. */
  expires_at: Instant
  paid_at: Instant | null
  /** When it was cancelled or closed. */
  ended_at: Instant | null
  pay_provider: string | null
  transaction_id: string | null
}

/** A payment notification received and verified: each one once. */
export interface PaymentNotificationTable {
  id: Generated<number>
  order_id: number
  provider: string
  notify_id: string
  event_type: string
  transaction_id: string
  received_at: Instant
}

export interface ShipmentTable {
  id: Generated<number>
  order_id: number
  carrier: string
  tracking_no: string
  /** in_transit, delivered. */
  status: string
  shipped_at: Instant
}

/** A step of a shipment's tracking timeline. */
export interface ShipmentEventTable {
  id: Generated<number>
  shipment_id: number
  at: Instant
  description: string
}

/** An open 网页授权 round trip: its random state, the learner, and where to come back. */
export interface WechatOauthStateTable {
  state: string
  user_id: number
  back: string
  expires_at: Instant
}

/** One award of points; `ref` names what it was for, so each is given once per learner. */
export interface PointsLedgerTable {
  id: Generated<number>
  user_id: number
  kind: PointsKind
  ref: string
  reason: string
  amount: number
  /** The learner's balance right after this line. */
  balance: number
  created_at: Instant
}

/** A China day (YYYY-MM-DD) the learner signed in, and the days in a row up to it. */
export interface SignInTable {
  user_id: number
  day: string
  streak: number
  created_at: Instant
}

/** What the server keeps of the official account's credentials (services/wechat-tokens.ts). */
export type WechatTokenKind = 'access_token' | 'jsapi_ticket'

/** A credential of an account, shared by the server processes, and who is refreshing it. */
export interface WechatTokenTable {
  app_id: string
  kind: WechatTokenKind
  /** '' until a fetch succeeded. */
  value: Defaulted<string>
  expires_at: Defaulted<Instant>
  /** The process refreshing it (a random id), or 'failed' while a failed fetch cools down. */
  lease_owner: string | null
  lease_until: Defaulted<Instant>
  updated_at: Defaulted<Instant>
}

/** A resumable console upload (migration 22): its bytes are in the media storage. */
export interface UploadTable {
  /** A random UUID: the upload's address, unguessable. */
  id: string
  staff_id: number
  kind: 'video' | 'image'
  file_name: string
  size: number
  received: Defaulted<number>
  /** receiving → done (checked and stored at storage_key) or failed (problem says why). */
  state: Defaulted<'receiving' | 'done' | 'failed'>
  storage_key: Defaulted<string>
  /** Seconds, for a video. */
  duration: Defaulted<number>
  problem: Defaulted<string>
  created_at: Instant
  updated_at: Instant
}
