import { Type, type TSchema } from 'typebox'
import { AccessCodeSchema, PositiveId } from './catalogue'

const OwnLikeSchema = Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal(0)])
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
  price: Type.Number(),
  discountPrice: Type.Number(),
  validityDays: Type.Integer(),
  description: Type.String(),
  lessonCount: Type.Integer(),
  studentCount: Type.Integer(),
  categoryName: Type.String(),
})

export const LessonListItemSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Union([Type.Literal('chapter'), Type.Literal('lesson'), Type.Literal('live')]),
  title: Type.String(),
  lessonTitle: Type.String(),
  free: Type.Integer(),
  status: Type.Union([Type.Literal('published'), Type.Literal('unpublished')]),
  duration: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  nickname: Type.String(),
  position: Type.Integer(),
  finished: Type.Boolean(),
})

export const LessonDetailSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  courseTitle: Type.String(),
  lessonTitle: Type.String(),
  free: Type.Integer(),
  duration: Type.Integer(),
  mediaUrl: Type.String(),
  position: Type.Integer(),
  prevLessonId: Nullable(Type.Integer()),
  nextLessonId: Nullable(Type.Integer()),
})

export const DiscussionReplySchema = Type.Object({
  id: Type.Integer(),
  discussId: Type.Integer(),
  userId: Type.Integer(),
  username: Type.String(),
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
