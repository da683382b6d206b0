import { Type, type Static } from 'typebox'
import { PageNumber, PositiveId } from './catalogue'
import { ERROR_RESPONSES, envelope } from './envelope'
import { paged } from './study'

/** The question bank's answers (spec §3 subject, statistic, knowledge point; §7 question bank and knowledge); where the spec shows no shape, ours (docs/decisions/question-bank-result-shapes.md). */

export const SubjectSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  year: Type.Integer(),
  isSprintOpen: Type.Boolean(),
  updateNum: Type.Integer(),
  /** The exam's id (spec §3 exam options). */
  parentID: Type.Integer(),
  /** The exam day, China date YYYY-MM-DD. */
  examDate: Type.String(),
  /** Questions as a learner answers them. */
  questionCount: Type.Integer(),
})

export const PaperSectionInfoSchema = Type.Object({
  name: Type.String(),
  count: Type.Integer(),
  /** Marks of each question, or of the whole section for material questions. */
  marks: Type.Number(),
})

export const SubjectInfoSchema = Type.Intersect([
  SubjectSchema,
  Type.Object({
    examName: Type.String(),
    minutes: Type.Integer(),
    totalMarks: Type.Number(),
    passMarks: Type.Number(),
    sections: Type.Array(PaperSectionInfoSchema),
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
  /** spec §4: whether the learner may open the subject's paid content. */
  access: Type.Boolean(),
  loggedIn: Type.Boolean(),
  /** China date-time the access ends, null when it never does or there is none. */
  expireAt: Type.Union([Type.String(), Type.Null()]),
})

export const SubjectOrderSchema = Type.Object({
  goodsId: Type.Integer(),
  title: Type.String(),
  /** Yuan. */
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
  /** The learner's answered questions of the paper (0 for a visitor). */
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
  /** Question number (1-based) the learner asked about. */
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

export const PracticeTileKeySchema = Type.Union([
  Type.Literal('trial'),
  Type.Literal('papers'),
  Type.Literal('chapter'),
  Type.Literal('knowledge'),
  Type.Literal('sprint'),
  Type.Literal('wrong'),
  Type.Literal('favourite'),
])

/** 1 mock and past-style papers, 2 押题卷, 3 chapter practice, 4 free trial. */
export const PaperListTypeSchema = Type.Union([
  Type.Literal(1),
  Type.Literal(2),
  Type.Literal(3),
  Type.Literal(4),
])

/** 1 recommended, 2 weak (spec §3). */
export const RecommendTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2)])

export const PracticeTileSchema = Type.Object({
  key: PracticeTileKeySchema,
  title: Type.String(),
  count: Type.Integer(),
  /** Whether the tile opens: the 押题卷 only when the sprint paper is open. */
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
  /** 0-10; the app shows importance / 2 stars. */
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

export const KnowledgeLessonSchema = Type.Object({
  lessonId: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  courseTitle: Type.String(),
  free: Type.Boolean(),
})

export const KnowledgeResourceSchema = Type.Object({
  knowId: Type.Integer(),
  lessons: Type.Array(KnowledgeLessonSchema),
  questions: Type.Array(KnowledgeQuestionSchema),
})

/** The schema of the learner's own question lists (wrong-answer book, favourites). */
export const OwnListRouteSchema = {
  querystring: Type.Object({ subjectId: PositiveId, p: Type.Optional(PageNumber) }),
  response: { 200: envelope(QuestionPageSchema), ...ERROR_RESPONSES },
}

/** spec §3 Subject, with what the bank home shows of it. */
export type Subject = Static<typeof SubjectSchema>

export type PaperSectionInfo = Static<typeof PaperSectionInfoSchema>

export type SubjectInfo = Static<typeof SubjectInfoSchema>

export type YearSubjects = Static<typeof YearSubjectsSchema>

/** spec §3 subject statistic: the learner's answers in the subject. */
export type SubjectStatistic = Static<typeof SubjectStatisticSchema>

export type SubjectAccess = Static<typeof SubjectAccessSchema>

/** Where a subject's bank is bought: the order-confirm route of its goods. */
export type SubjectOrder = Static<typeof SubjectOrderSchema>

export type PaperListType = Static<typeof PaperListTypeSchema>

export type PaperKindName = Static<typeof PaperKindSchema>

export type PaperItem = Static<typeof PaperItemSchema>

export type PaperCompletion = Static<typeof PaperCompletionSchema>

export type PaperAccess = Static<typeof PaperAccessSchema>

/** A chapter of a subject with its 节 and the learner's progress in it. */
export type ChapterInfo = Static<typeof ChapterInfoSchema>

export type PracticeTileKey = Static<typeof PracticeTileKeySchema>

/** A tile of the bank home (spec §2) with what it holds. */
export type PracticeTile = Static<typeof PracticeTileSchema>

/** The learner's latest practice in a paper. */
export type PracticeRecord = Static<typeof PracticeRecordSchema>

/** spec §3 knowledge point; accuracy figures are the learner's (0 for a visitor). */
export type KnowledgePoint = Static<typeof KnowledgePointSchema>

export type RecommendType = Static<typeof RecommendTypeSchema>

/** spec §3 knowledge info. */
export type KnowledgeInfo = Static<typeof KnowledgeInfoSchema>

export type KnowledgeChapter = Static<typeof KnowledgeChapterSchema>

export type SmartQuestionInfo = Static<typeof SmartQuestionSchema>

export type KnowledgeLesson = Static<typeof KnowledgeLessonSchema>

export type KnowledgeQuestion = Static<typeof KnowledgeQuestionSchema>

/** getKnowledgeResource: types 2 lessons, 3 questions. */
export type KnowledgeResource = Static<typeof KnowledgeResourceSchema>
