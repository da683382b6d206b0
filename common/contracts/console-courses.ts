import { Type, type Static } from 'typebox'
import { COURSE_RULES } from '@common/rules/course-content'
import { envelope } from './envelope'

const Fen = Type.Integer({ minimum: 0, maximum: COURSE_RULES.priceMaxFen })
const Title = Type.String({ maxLength: COURSE_RULES.titleMax * 2 })

/** A course as the console lists it (GET /admin/api/courses), with its chapters for forms. */
export const ConsoleCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  teacherId: Type.Union([Type.Integer(), Type.Null()]),
  chapters: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  teacher: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  examName: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  discountPriceFen: Type.Integer(),
  validityDays: Type.Integer(),
  status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  lessonCount: Type.Integer(),
  studentCount: Type.Integer(),
})
export type ConsoleCourse = Static<typeof ConsoleCourseSchema>
export const ConsoleCourseListEnvelope = envelope(Type.Array(ConsoleCourseSchema))

/** A subject courses belong to, under its exam (GET /admin/api/course-subjects). */
export const CourseSubjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  examName: Type.String(),
})
export type CourseSubject = Static<typeof CourseSubjectSchema>
export const CourseSubjectListEnvelope = envelope(Type.Array(CourseSubjectSchema))

/** A lesson as the console edits it. */
export const ConsoleLessonSchema = Type.Object({
  id: Type.Integer(),
  chapterId: Type.Union([Type.Integer(), Type.Null()]),
  title: Type.String(),
  free: Type.Boolean(),
  published: Type.Boolean(),
  /** Seconds of video; 0 before one is uploaded. */
  duration: Type.Integer(),
  hasVideo: Type.Boolean(),
  sort: Type.Integer(),
})
export type ConsoleLesson = Static<typeof ConsoleLessonSchema>

/** GET /admin/api/courses/:id: a course with its description, chapters and lessons. */
export const ConsoleCourseDetailSchema = Type.Object({
  ...ConsoleCourseSchema.properties,
  description: Type.String(),
  outline: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), sort: Type.Integer() }),
  ),
  lessons: Type.Array(ConsoleLessonSchema),
})
export type ConsoleCourseDetail = Static<typeof ConsoleCourseDetailSchema>
export const ConsoleCourseDetailEnvelope = envelope(ConsoleCourseDetailSchema)

/** POST /admin/api/courses (JSON): a new course, a draft until published. */
export const NewCourseBody = Type.Object({
  subjectId: Type.Integer({ minimum: 1 }),
  title: Title,
  teacherId: Type.Integer({ minimum: 1 }),
  priceFen: Fen,
  discountPriceFen: Fen,
  validityDays: Type.Integer({ minimum: 1, maximum: COURSE_RULES.validityMaxDays }),
  description: Type.Optional(Type.String({ maxLength: COURSE_RULES.descriptionMax })),
  /** An address POST /admin/api/images answered. */
  cover: Type.Optional(Type.String({ maxLength: 200 })),
})
export type NewCourse = Static<typeof NewCourseBody>

/** PATCH /admin/api/courses/:id (JSON): what changes; `status` publishes or withdraws. */
export const CourseChangeBody = Type.Partial(
  Type.Object({
    ...NewCourseBody.properties,
    status: Type.Union([Type.Literal('published'), Type.Literal('draft')]),
  }),
)
export type CourseChange = Static<typeof CourseChangeBody>

/** POST /admin/api/courses/:id/chapters, PATCH /admin/api/course-chapters/:id. */
export const CourseChapterBody = Type.Object({
  title: Title,
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
})
export type CourseChapterInput = Static<typeof CourseChapterBody>

/** POST /admin/api/lessons (JSON): a new lesson; `uploadId` a finished video upload. */
export const NewLessonBody = Type.Object({
  courseId: Type.Integer({ minimum: 1 }),
  chapterId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  title: Title,
  free: Type.Optional(Type.Boolean()),
  published: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  uploadId: Type.Optional(Type.String({ pattern: '^[0-9a-f-]{36}$' })),
})
export type NewLesson = Static<typeof NewLessonBody>

/** PATCH /admin/api/lessons/:id (JSON): what changes (not its course). */
export const LessonChangeBody = Type.Partial(Type.Omit(NewLessonBody, ['courseId']))
export type LessonChange = Static<typeof LessonChangeBody>

export const ConsoleLessonEnvelope = envelope(ConsoleLessonSchema)

/** GET /admin/api/lessons?keyword=&ids=: lessons found by title (or by id), with their course. */
export const LessonSearchQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 60 })),
  /** Comma-separated lesson ids: the ones a form already shows. */
  ids: Type.Optional(Type.String({ maxLength: 600, pattern: '^[0-9,]*$' })),
})
export const LessonChoiceSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  courseTitle: Type.String(),
})
export type LessonChoice = Static<typeof LessonChoiceSchema>
export const LessonChoiceListEnvelope = envelope(Type.Array(LessonChoiceSchema))
export const CourseChapterEnvelope = envelope(
  Type.Object({ id: Type.Integer(), title: Type.String(), sort: Type.Integer() }),
)
