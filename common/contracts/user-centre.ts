import { Type, type Static, type TSchema } from 'typebox'
import { AccessCodeSchema } from './catalogue'

/**
 * The learner's own pages: the user centre's header, points and sign-in, the exam date, recent
 * study and my courses. Dates are China dates `YYYY-MM-DD`, times China times
 * `YYYY-MM-DD HH:mm:ss`, as the rest of the API gives them.
 */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const PointsKindSchema = Type.Union([
  Type.Literal('signin'),
  Type.Literal('streak'),
  Type.Literal('lesson'),
  Type.Literal('paper'),
  Type.Literal('purchase'),
])

export const UserSummarySchema = Type.Object({
  uid: Type.Integer(),
  nickname: Type.String(),
  /** The learner's own number, shown masked by the app (138****0000). */
  mobile: Type.String(),
  /** An image URL, or '' for the default avatar. */
  avatar: Type.String(),
  /** The balance: always the sum of the learner's ledger. */
  points: Type.Integer(),
  signedToday: Type.Boolean(),
  /** Days signed in a row up to today (or up to yesterday when today is not signed yet). */
  streak: Type.Integer(),
  examDate: Nullable(Type.String()),
  /** Days from today (China) to the exam date; 0 on the day, below 0 after; null without one. */
  daysLeft: Nullable(Type.Integer()),
})

export const SignInResultSchema = Type.Object({
  /** True when today was already signed: nothing was given now (message 今日已签到). */
  already: Type.Boolean(),
  day: Type.String(),
  /** Points given now, the streak bonus included (0 when already). */
  points: Type.Integer(),
  /** The part of points that is the bonus for a streak of STREAK_DAYS (0 on other days). */
  bonus: Type.Integer(),
  streak: Type.Integer(),
  balance: Type.Integer(),
})

export const SignDaysSchema = Type.Object({
  month: Type.String(),
  today: Type.String(),
  /** The signed days of that month, in order. */
  days: Type.Array(Type.String()),
  signedToday: Type.Boolean(),
  streak: Type.Integer(),
  /** What a sign-in gives, and the bonus each streakDays-th day in a row (configuration). */
  signinPoints: Type.Integer(),
  streakBonus: Type.Integer(),
  streakDays: Type.Integer(),
})

export const PointsEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: PointsKindSchema,
  /** e.g. 每日签到, 连续签到7天奖励, 完成课时：…, 完成试卷：…, 购买：… */
  reason: Type.String(),
  /** + earned (− would be spent; spending is not in scope yet). */
  amount: Type.Integer(),
  /** The balance right after this line. */
  balance: Type.Integer(),
  at: Type.String(),
})

export const PointsPageSchema = Type.Object({
  list: Type.Array(PointsEntrySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  balance: Type.Integer(),
})

export const ExamDateInfoSchema = Type.Object({
  examDate: Nullable(Type.String()),
  daysLeft: Nullable(Type.Integer()),
  today: Type.String(),
})

export const RecentStudyItemSchema = Type.Object({
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  cover: Type.String(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  studiedAt: Type.String(),
  /** Where the video was left, of its length (seconds). */
  seconds: Type.Integer(),
  duration: Type.Integer(),
  /** seconds / duration as a floored percentage (spec §9), 100 when done. */
  progress: Type.Integer(),
})

export const RecentStudyPageSchema = Type.Object({
  list: Type.Array(RecentStudyItemSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
})

export const MyCourseSchema = Type.Object({
  /** Absent on a course: only a bank (MyBank) says what it is. */
  kind: Type.Optional(Type.Literal('course')),
  courseId: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  teacher: Type.String(),
  /** Lessons watched to the end (90% of the video) of the course's published lessons. */
  lessonsDone: Type.Integer(),
  lessonsTotal: Type.Integer(),
  /** lessonsDone / lessonsTotal, floored percentage (spec §9). */
  progress: Type.Integer(),
  /** How it is held: bought, joined free, or through a class room. */
  source: Type.Union([Type.Literal('purchase'), Type.Literal('free'), Type.Literal('classroom')]),
  activated: Type.Boolean(),
  /** The last day of access; null when it does not end (or before activation). */
  expireAt: Nullable(Type.String()),
  expired: Type.Boolean(),
  /** spec §4 access: 0 buy again (expired), 1 study, 2 activate first. */
  access: AccessCodeSchema,
  /** The last lesson studied, to go on with; null when none yet. */
  lastLessonId: Nullable(Type.Integer()),
})

/** A question bank subject the learner holds (bought or given), listed under 我的课程. */
export const MyBankSchema = Type.Object({
  kind: Type.Literal('bank'),
  subjectId: Type.Integer(),
  examId: Type.Integer(),
  /** The goods' title that sold it (2027年初级会计实务题库), else the exam and subject. */
  title: Type.String(),
  cover: Type.String(),
  /** Questions answered at least once, of the subject's questions. */
  questionsDone: Type.Integer(),
  questionsTotal: Type.Integer(),
  /** questionsDone / questionsTotal, floored percentage. */
  progress: Type.Integer(),
  activated: Type.Boolean(),
  expireAt: Nullable(Type.String()),
  expired: Type.Boolean(),
  access: AccessCodeSchema,
})

/** One entry of 我的课程 (GET /knew/home/user/mycourse): a course or a bank. */
export const MyStudyItemSchema = Type.Union([MyCourseSchema, MyBankSchema])

export const MyLiveSchema = Type.Object({
  liveId: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonTitle: Type.String(),
  teacher: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  free: Type.Boolean(),
  /** From the times: upcoming, live now, or ended. */
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('live'), Type.Literal('ended')]),
})

// Request bodies (form-encoded or JSON).

/** POST /api/home/examdate/: a China day YYYY-MM-DD; empty (or null) clears the date. */
export const ExamDateBody = Type.Object({
  examDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
})

/** Why points were given (the ledger's kinds; the reason text says it in Chinese). */
export type PointsKind = Static<typeof PointsKindSchema>

/** GET /api/home/getusers/: the user centre's header. */
export type UserSummary = Static<typeof UserSummarySchema>

/** GET (or POST) /api/home/signin/: signs in for today, once a day (China time). */
export type SignInResult = Static<typeof SignInResultSchema>

/** GET /api/home/signdays/?month=YYYY-MM (default this month): the sign-in calendar. */
export type SignDays = Static<typeof SignDaysSchema>

/** One line of the points detail. */
export type PointsEntry = Static<typeof PointsEntrySchema>

/** GET /api/home/integraldetail/p/{page}: newest first, 10 a page. */
export type PointsPage = Static<typeof PointsPageSchema>

/** GET /api/home/examdate/ and POST {examDate}: the learner's exam date and days left. */
export type ExamDateInfo = Static<typeof ExamDateInfoSchema>

/** One recently studied lesson (one per course: the last lesson studied in it). */
export type RecentStudyItem = Static<typeof RecentStudyItemSchema>

/** GET /knew/home/user/getRecentStudy/p/{page}: newest first, 10 a page. */
export type RecentStudyPage = Static<typeof RecentStudyPageSchema>

/** One of my courses (GET /knew/home/user/mycourse?topId=: topId a goods type, 0 or none all). */
export type MyCourse = Static<typeof MyCourseSchema>

/** A bank the learner holds, as 我的课程 lists it. */
export type MyBank = Static<typeof MyBankSchema>

/** One entry of 我的课程. */
export type MyStudyItem = Static<typeof MyStudyItemSchema>

/** One live lesson of the learner's courses (the user centre's live tabs). */
export type MyLive = Static<typeof MyLiveSchema>
