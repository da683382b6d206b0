import { Type, type Static } from 'typebox'
import { LIVE_SCHEDULE } from '@common/rules/live-schedule'
import { LiveStateSchema } from './lives'
import { envelope } from './envelope'

/** A live as the console lists it. Times are ISO 8601 instants. */
export const ConsoleLiveSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  chapterId: Type.Union([Type.Integer(), Type.Null()]),
  lessonTitle: Type.String(),
  teacherId: Type.Union([Type.Integer(), Type.Null()]),
  teacher: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  free: Type.Boolean(),
  /** Listed to learners (unpublished: the app shows 敬请期待). */
  published: Type.Boolean(),
  /** What the live is now: not started, on, ended, replay ready, cancelled. */
  state: LiveStateSchema,
  /** The stream's name at the live provider. */
  mediaKey: Type.String(),
})
export type ConsoleLive = Static<typeof ConsoleLiveSchema>
export const ConsoleLiveEnvelope = envelope(ConsoleLiveSchema)
export const ConsoleLivePageEnvelope = envelope(
  Type.Object({
    list: Type.Array(ConsoleLiveSchema),
    totalCount: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  }),
)

const Instant = Type.String({ maxLength: 40 })

/** POST /admin/api/lives (JSON): a new live. */
export const NewLiveBody = Type.Object({
  courseId: Type.Integer({ minimum: 1 }),
  chapterId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  lessonTitle: Type.String({ maxLength: LIVE_SCHEDULE.titleMax * 2 }),
  teacherId: Type.Integer({ minimum: 1 }),
  startTime: Instant,
  endTime: Instant,
  free: Type.Optional(Type.Boolean()),
  published: Type.Optional(Type.Boolean()),
  mediaKey: Type.Optional(Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' })),
})
export type NewLive = Static<typeof NewLiveBody>

/** PATCH /admin/api/lives/:id (JSON): what changes. */
export const LiveChangeBody = Type.Partial(NewLiveBody)
export type LiveChange = Static<typeof LiveChangeBody>

export const ConsoleLivesQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
})

/** A teacher of the school (GET/POST /admin/api/teachers). */
export const TeacherSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  title: Type.String(),
})
export const TeacherListEnvelope = envelope(Type.Array(TeacherSchema))
export const TeacherEnvelope = envelope(TeacherSchema)
export const NewTeacherBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 20 }),
  title: Type.Optional(Type.String({ maxLength: 40 })),
})
