import { Type, type TSchema } from 'typebox'
import { AccessCodeSchema } from './catalogue'

/** The learner's own pages (types/user-centre.ts, issue 15). */

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
  mobile: Type.String(),
  avatar: Type.String(),
  points: Type.Integer(),
  signedToday: Type.Boolean(),
  streak: Type.Integer(),
  examDate: Nullable(Type.String()),
  daysLeft: Nullable(Type.Integer()),
})

export const SignInResultSchema = Type.Object({
  already: Type.Boolean(),
  day: Type.String(),
  points: Type.Integer(),
  bonus: Type.Integer(),
  streak: Type.Integer(),
  balance: Type.Integer(),
})

export const SignDaysSchema = Type.Object({
  month: Type.String(),
  today: Type.String(),
  days: Type.Array(Type.String()),
  signedToday: Type.Boolean(),
  streak: Type.Integer(),
  signinPoints: Type.Integer(),
  streakBonus: Type.Integer(),
  streakDays: Type.Integer(),
})

export const PointsEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: PointsKindSchema,
  reason: Type.String(),
  amount: Type.Integer(),
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
  seconds: Type.Integer(),
  duration: Type.Integer(),
  progress: Type.Integer(),
})

export const RecentStudyPageSchema = Type.Object({
  list: Type.Array(RecentStudyItemSchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
})

export const MyCourseSchema = Type.Object({
  courseId: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  teacher: Type.String(),
  lessonsDone: Type.Integer(),
  lessonsTotal: Type.Integer(),
  progress: Type.Integer(),
  source: Type.Union([Type.Literal('purchase'), Type.Literal('free'), Type.Literal('classroom')]),
  activated: Type.Boolean(),
  expireAt: Nullable(Type.String()),
  expired: Type.Boolean(),
  access: AccessCodeSchema,
  lastLessonId: Nullable(Type.Integer()),
})

export const MyLiveSchema = Type.Object({
  liveId: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonTitle: Type.String(),
  teacher: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  free: Type.Boolean(),
  state: Type.Union([Type.Literal('upcoming'), Type.Literal('live'), Type.Literal('ended')]),
})

// Request bodies (form-encoded or JSON).

/** POST /api/home/examdate/: a China day YYYY-MM-DD; empty (or null) clears the date. */
export const ExamDateBody = Type.Object({
  examDate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
})
