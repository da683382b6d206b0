import { Type } from 'typebox'
import { PageNumber, PositiveId } from './catalogue'
import { ERROR_RESPONSES, envelope } from './envelope'
import { paged } from './study'

/** Question-bank answers (types/bank.ts). */

export const SubjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  year: Type.Integer(),
  isSprintOpen: Type.Boolean(),
  updateNum: Type.Integer(),
  parentID: Type.Integer(),
  examDate: Type.String(),
  questionCount: Type.Integer(),
})

export const SubjectInfoSchema = Type.Intersect([
  SubjectSchema,
  Type.Object({
    examName: Type.String(),
    minutes: Type.Integer(),
    totalMarks: Type.Number(),
    passMarks: Type.Number(),
    sections: Type.Array(
      Type.Object({ name: Type.String(), count: Type.Integer(), marks: Type.Number() }),
    ),
    chapterCount: Type.Integer(),
    knowledgeCount: Type.Integer(),
    paperCount: Type.Integer(),
    trialCount: Type.Integer(),
  }),
])

export const YearSubjectsSchema = Type.Object({
  year: Type.Integer(),
  subjects: Type.Array(SubjectSchema),
})

export const SubjectStatisticSchema = Type.Object({
  totalQuestion: Type.Integer(),
  doneQuestion: Type.Integer(),
  rightQuestion: Type.Integer(),
})

export const SubjectAccessSchema = Type.Object({
  subjectId: Type.Integer(),
  access: Type.Boolean(),
  loggedIn: Type.Boolean(),
  expireAt: Type.Union([Type.String(), Type.Null()]),
})

export const SubjectOrderSchema = Type.Object({
  goodsId: Type.Integer(),
  title: Type.String(),
  price: Type.Number(),
  discountPrice: Type.Number(),
  url: Type.String(),
})

export const PaperKindSchema = Type.Union([
  Type.Literal('mock'),
  Type.Literal('past'),
  Type.Literal('sprint'),
  Type.Literal('chapter'),
  Type.Literal('trial'),
])

export const PaperItemSchema = Type.Object({
  id: Type.Integer(),
  subjectId: Type.Integer(),
  kind: PaperKindSchema,
  title: Type.String(),
  questionCount: Type.Integer(),
  minutes: Type.Integer(),
  totalMarks: Type.Number(),
  passMarks: Type.Number(),
  free: Type.Boolean(),
  done: Type.Integer(),
})

export const PaperPageSchema = paged(PaperItemSchema)

export const PaperCompletionSchema = Type.Object({
  paperId: Type.Integer(),
  questionCount: Type.Integer(),
  done: Type.Integer(),
  right: Type.Integer(),
  complete: Type.Boolean(),
})

export const PaperAccessSchema = Type.Object({
  paperId: Type.Integer(),
  subjectId: Type.Integer(),
  question: Type.Integer(),
  access: Type.Boolean(),
  free: Type.Boolean(),
  loggedIn: Type.Boolean(),
})

export const ChapterInfoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  sections: Type.Array(Type.String()),
  paperId: Type.Union([Type.Integer(), Type.Null()]),
  questionCount: Type.Integer(),
  done: Type.Integer(),
  right: Type.Integer(),
})

export const ChapterPageSchema = paged(ChapterInfoSchema)

export const PracticeTileSchema = Type.Object({
  key: Type.Union([
    Type.Literal('trial'),
    Type.Literal('papers'),
    Type.Literal('chapter'),
    Type.Literal('knowledge'),
    Type.Literal('sprint'),
    Type.Literal('wrong'),
    Type.Literal('favourite'),
  ]),
  title: Type.String(),
  count: Type.Integer(),
  open: Type.Boolean(),
})

export const PracticeRecordSchema = Type.Object({
  paperId: Type.Integer(),
  paperTitle: Type.String(),
  subjectId: Type.Integer(),
  subjectName: Type.String(),
  questionCount: Type.Integer(),
  done: Type.Integer(),
  answeredAt: Type.String(),
})

export const KnowledgePointSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  importance: Type.Integer(),
  subjectId: Type.Integer(),
  chapterId: Type.Integer(),
  chapterTitle: Type.String(),
  questionCount: Type.Integer(),
  done: Type.Integer(),
  right: Type.Integer(),
})

export const KnowledgeInfoSchema = Type.Object({
  list: Type.Array(KnowledgePointSchema),
  count: Type.Integer(),
  type: Type.Union([Type.Literal(1), Type.Literal(2)]),
})

export const KnowledgeChapterSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  points: Type.Array(KnowledgePointSchema),
})

export const SmartQuestionSchema = Type.Object({ has: Type.Boolean(), count: Type.Integer() })

export const KnowledgeQuestionSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  stem: Type.String(),
  difficulty: Type.Integer(),
  free: Type.Boolean(),
})

export const QuestionPageSchema = paged(KnowledgeQuestionSchema)

export const KnowledgeResourceSchema = Type.Object({
  knowId: Type.Integer(),
  lessons: Type.Array(
    Type.Object({
      lessonId: Type.Integer(),
      courseId: Type.Integer(),
      title: Type.String(),
      courseTitle: Type.String(),
      free: Type.Boolean(),
    }),
  ),
  questions: Type.Array(KnowledgeQuestionSchema),
})

/** The schema of the learner's own question lists (wrong-answer book, favourites). */
export const OwnListRouteSchema = {
  querystring: Type.Object({ subjectId: PositiveId, p: Type.Optional(PageNumber) }),
  response: { 200: envelope(QuestionPageSchema), ...ERROR_RESPONSES },
}
