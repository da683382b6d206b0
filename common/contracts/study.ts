import { Type, type Static, type TSchema } from 'typebox'
import { AccessCodeSchema, PositiveId } from './catalogue'

/** spec §3 thumb: 1 liked, -1 disliked, 0 neither (GET /api/home/getLikesByLessonId/{id}). */
export const OwnLikeSchema = Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal(0)])
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const AccessResultSchema = Type.Object({
  access: AccessCodeSchema,
  loggedIn: Type.Boolean(),
  expireAt: Nullable(Type.String()),
  validityDays: Type.Integer(),
})

export const ActivationResultSchema = Type.Object({
  access: Type.Literal(1),
  expireAt: Type.String(),
})

export const CourseDetailSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  teacher: Type.String(),
  /** Yuan. A course is free when discountPrice is 0 (spec §4). */
  price: Type.Number(),
  discountPrice: Type.Number(),
  /** Days of study that activation grants. */
  validityDays: Type.Integer(),
  description: Type.String(),
  lessonCount: Type.Integer(),
  studentCount: Type.Integer(),
  categoryName: Type.String(),
})

export const LessonListItemSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('chapter'), Type.Literal('lesson'), Type.Literal('live')]),
  /** The chapter's title, or the course title on a lesson. */
  title: Type.String(),
  lessonTitle: Type.String(),
  /** 1 = free. */
  free: Type.Integer(),
  /** 'published' or 'unpublished' (shown 敬请期待). */
  status: Type.Union([Type.Literal('published'), Type.Literal('unpublished')]),
  /** Seconds of video, 0 for chapters and lives. */
  duration: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  /** The teacher. */
  nickname: Type.String(),
  /** Whole seconds the learner has watched to (the saved position), 0 if none. */
  position: Type.Integer(),
  /** Finished by the watching credited (90% of the video): a seek to the end is not. */
  finished: Type.Boolean(),
})

export const LessonDetailSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonTitle: Type.String(),
  free: Type.Integer(),
  duration: Type.Integer(),
  /** Served with range requests, to learners with access only. */
  mediaUrl: Type.String(),
  /** Saved position in seconds (saveRecord), 0 for a visitor or a first visit. */
  position: Type.Integer(),
  prevLessonId: Nullable(Type.Integer()),
  nextLessonId: Nullable(Type.Integer()),
})

export const DiscussionReplySchema = Type.Object({
  id: Type.Integer(),
  discussId: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
  /** The user replied to: the comment's author or a reply's author. */
  targetUserId: Type.Integer(),
  targetUsername: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
})

/** A comment's fields after its id and its topic's (a lesson's or a question's). */
const commentFields = {
  userId: Type.Integer(),
  username: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  children: Type.Array(DiscussionReplySchema),
}

export const DiscussionSchema = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  ...commentFields,
})

/** spec §7: a comment on a question of the bank, with its replies. */
export const QuestionDiscussionSchema = Type.Object({
  id: Type.Integer(),
  questionId: Type.Integer(),
  ...commentFields,
})

/** A page of a list: 10 per page unless said otherwise. */
export const paged = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    totalCount: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  })

export const DiscussionPageSchema = paged(DiscussionSchema)

export const QuestionDiscussionPageSchema = paged(QuestionDiscussionSchema)

export const LessonThumbSchema = Type.Object({
  lessonId: Type.Integer(),
  likesNum: Type.Integer(),
  dislikesNum: Type.Integer(),
  ownLike: OwnLikeSchema,
})

export const MyCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  teacher: Type.String(),
  access: AccessCodeSchema,
  expireAt: Nullable(Type.String()),
  /** How the learner got it. */
  source: Type.Union([Type.Literal('purchase'), Type.Literal('free'), Type.Literal('classroom')]),
})

export const ClassroomDetailSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  description: Type.String(),
  price: Type.Number(),
  discountPrice: Type.Number(),
  validityDays: Type.Integer(),
  courseCount: Type.Integer(),
  studentCount: Type.Integer(),
})

export const MyClassroomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  picture: Type.String(),
  access: AccessCodeSchema,
  expireAt: Nullable(Type.String()),
  courseCount: Type.Integer(),
})

export const CheckClassResultSchema = Type.Object({ member: Type.Boolean() })

// Request bodies (form-encoded: numbers arrive as text and are coerced by the schema).

export const FreeJoinBody = Type.Object({
  id: PositiveId,
  type: Type.Union([Type.Literal('course'), Type.Literal('classroom')]),
})

export const MarkBody = Type.Object({ courseId: PositiveId, lessonId: PositiveId })

// Long enough to answer an over-long text in words (评论内容不能超过500个字), not by schema.
const Content = Type.String({ maxLength: 5000 })

export const AddDiscussBody = Type.Object({ lessonId: PositiveId, content: Content })

/** POST /api/home/test/addDiscuss/{questionId}: the question is in the path. */
export const AddQuestionDiscussBody = Type.Object({ content: Content })

export const AnswerDiscussBody = Type.Object({
  discussId: PositiveId,
  targetUserId: PositiveId,
  content: Content,
})

export const LessonLikeBody = Type.Object({ lessonId: PositiveId, like: OwnLikeSchema })

/**
 * spec §7 question discussion (GET /api/home/test/getDiscuss/{id}/p/{p}): a comment on a
 * question with its replies, as a lesson's but for its question.
 */
export type QuestionDiscussion = Static<typeof QuestionDiscussionSchema>

export type QuestionDiscussionPage = Static<typeof QuestionDiscussionPageSchema>

/**
 * GET /knew/pc/Course/access?courseId= and GET /knew/pc/classroom/checkAccess/classId/{id}.
 * A visitor gets access 0 with loggedIn false. `expireAt` is the end of the validity period
 * (China date-time) once activated, else null; `validityDays` is what activation will grant.
 */
export type AccessResult = Static<typeof AccessResultSchema>

/** GET /knew/pc/course/tryActive/?id=: the validity period that activation started. */
export type ActivationResult = Static<typeof ActivationResultSchema>

/** spec §3 free-join payload (POST /knew/pc/course/free). */
export type FreeJoinPayload = Static<typeof FreeJoinBody>

/** GET /knew/pc/course/info/courseId/{id} (our path: the spec does not give one). */
export type CourseDetail = Static<typeof CourseDetailSchema>

/**
 * spec §3 lesson list item, as GET /knew/pc/course/lessons/courseId/{id} lists them in
 * order: chapters and the lessons (or lives) that follow each. Chapters have only id, type
 * and title.
 */
export type LessonListItem = Static<typeof LessonListItemSchema>

/**
 * GET /knew/pc/course/lesson/courseId/{c}/lessonId/{l} (our path): the lesson to play. Code
 * 403 with the missing-purchase message when the learner may not play it.
 */
export type LessonDetail = Static<typeof LessonDetailSchema>

/** spec §3 lesson discussion: one comment and its replies (GET /api/home/lessondiscuss). */
export type Discussion = Static<typeof DiscussionSchema>

export type DiscussionReply = Static<typeof DiscussionReplySchema>

/** GET /api/home/lessondiscuss/{lessonId}/p/{p}. */
export type DiscussionPage = Static<typeof DiscussionPageSchema>

/** POST /api/home/adddiscuss. */
export type AddDiscussPayload = Static<typeof AddDiscussBody>

/** POST /api/home/answerdiscuss: a reply to a comment, or to a reply (targetUserId). */
export type AnswerDiscussPayload = Static<typeof AnswerDiscussBody>

export type OwnLike = Static<typeof OwnLikeSchema>

export type LessonThumb = Static<typeof LessonThumbSchema>

/** POST /api/home/lessonlike/: sets the learner's own state; the same state twice is one. */
export type LessonLikePayload = Static<typeof LessonLikeBody>

/** POST /knew/pc/course/mark: the study record behind recent study and the alert. */
export type MarkPayload = Static<typeof MarkBody>

/** GET /knew/pc/course/courseList: the learner's courses. */
export type MyCourse = Static<typeof MyCourseSchema>

/** GET /api/home/visitclassroom/{id} (class info): a class room and the learner's access. */
export type ClassroomDetail = Static<typeof ClassroomDetailSchema>

/** GET /api/home/visitclasss/: the learner's class rooms. */
export type MyClassroom = Static<typeof MyClassroomSchema>

/** GET /api/home/checkclass/{id}: whether the learner belongs to the class room. */
export type CheckClassResult = Static<typeof CheckClassResultSchema>

/** A paged list (classgoods: 10 per page). */
export type Paged<T> = Omit<Static<ReturnType<typeof paged>>, 'list'> & { list: T[] }
