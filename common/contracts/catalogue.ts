import { Type, type Static, type TObject, type TProperties } from 'typebox'

/** spec §4 access codes (common/constants/access.ts ACCESS). */
export const AccessCodeSchema = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])

export const CourseCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  /** An external address to open instead of the course page, or ''. */
  url: Type.String(),
  teacher: Type.String(),
  price: Type.Number(),
  discountPrice: Type.Number(),
  studentCount: Type.Integer(),
})

export const CourseCategorySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  catechildren: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  courseList: Type.Array(CourseCardSchema),
})

/** spec §2 confirmOrder types: what a goods item sells. */
export const GoodsKindSchema = Type.Union([
  Type.Literal('course'),
  Type.Literal('classroom'),
  Type.Literal('goods'),
])

export const GoodsItemSchema = Type.Object({
  id: Type.Integer(),
  type: GoodsKindSchema,
  refId: Type.Integer(),
  title: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  price: Type.Number(),
  discountPrice: Type.Number(),
  /** Sent by post (a book): its order takes a shipping address. */
  ships: Type.Boolean(),
})

export const GoodsTypeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  goods: Type.Array(GoodsItemSchema),
})

export const LiveLessonSchema = Type.Object({
  id: Type.Integer(),
  lessonTitle: Type.String(),
  title: Type.String(),
  courseTitle: Type.String(),
  courseId: Type.Integer(),
  mediaId: Type.Integer(),
  /** '1' means free. */
  free: Type.String(),
  is_activate: Type.Integer(),
  /** 0 in a public list, which knows no learner: their access is the course's access call. */
  access: AccessCodeSchema,
  start_time: Type.String(),
  end_time: Type.String(),
  nickname: Type.String(),
  category: Type.String(),
  status: Type.String(),
})

export const LastLearningSchema = Type.Object({
  courseId: Type.Integer(),
  lessonId: Type.Integer(),
  lessonTitle: Type.String(),
  courseTitle: Type.String(),
})

export const ClassroomCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  price: Type.Number(),
  discountPrice: Type.Number(),
})

/**
 * A search hit: the item as its own lists give it, and the exam it belongs to (spec §3 name,
 * '' when none): several exams teach 经济法, under the same course titles.
 */
const hit = <T extends TProperties>(schema: TObject<T>) =>
  Type.Object({ ...schema.properties, exam: Type.String() })

export const SearchResultSchema = Type.Object({
  keyword: Type.String(),
  courses: Type.Array(hit(CourseCardSchema)),
  classes: Type.Array(hit(ClassroomCardSchema)),
  goods: Type.Array(hit(GoodsItemSchema)),
  lives: Type.Array(hit(LiveLessonSchema)),
})

/** 热门搜索 of /search: keywords to tap, the learner's current exam's first. */
export const HotSearchSchema = Type.Object({ keywords: Type.Array(Type.String()) })

/** The learner's current exam (spec §3 id, as /test last chose it): its items come first. */
export const SearchExamQuery = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }))

/** The largest value of a PostgreSQL `integer` column, which holds every id. */
export const MAX_ID = 2_147_483_647

/** A database id in a path, query or body. */
export const PositiveId = Type.Integer({ minimum: 1, maximum: MAX_ID })

export const IdParam = Type.Object({ id: PositiveId })

/** A page of a paged list, from 1. */
export const PageNumber = Type.Integer({ minimum: 1, maximum: 100000 })

/** spec §3 course card. Prices are in yuan. */
export type CourseCard = Static<typeof CourseCardSchema>

/** spec §3 course category: an exam with its subjects and (up to 8 on home) courses. */
export type CourseCategory = Static<typeof CourseCategorySchema>

/** spec §3 live lesson. Times are China date-times: 2026-11-21 19:30:00. */
export type LiveLesson = Static<typeof LiveLessonSchema>

/** A goods item of the store (course, class room or book). */
export type GoodsItem = Static<typeof GoodsItemSchema>

/** A store category with its goods (GET /api/home/study/getGoodsTypes). */
export type GoodsType = Static<typeof GoodsTypeSchema>

/** spec §3 last study record. */
export type LastLearning = Static<typeof LastLearningSchema>

/** A class room card. */
export type ClassroomCard = Static<typeof ClassroomCardSchema>

/** Results of a keyword search, grouped by kind. */
export type SearchResult = Static<typeof SearchResultSchema>
export type HotSearch = Static<typeof HotSearchSchema>

/** spec §4 course access code: 0 needs purchase, 1 may enter, 2 needs activation. */
export type AccessCode = Static<typeof AccessCodeSchema>
