import { Type } from 'typebox'
import { PositiveId } from './catalogue'

/** The practice section's answers (types/practice.ts). */

export const PracticePaperSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  kind: Type.Union([
    Type.Literal('chapter'),
    Type.Literal('mock'),
    Type.Literal('past'),
    Type.Literal('sprint'),
    Type.Literal('trial'),
    Type.Literal('wrong'),
    Type.Literal('favourite'),
    Type.Literal('point'),
    Type.Literal('smart'),
  ]),
  questionCount: Type.Integer(),
  totalScore: Type.Number(),
  durationMinutes: Type.Integer(),
})

export const OwnSetBodySchema = Type.Object({
  subjectId: PositiveId,
  source: Type.Union([
    Type.Literal('wrong'),
    Type.Literal('favourite'),
    Type.Literal('point'),
    Type.Literal('smart'),
  ]),
  pointId: Type.Optional(PositiveId),
  chapterId: Type.Optional(PositiveId),
  type: Type.Optional(Type.String({ maxLength: 16 })),
})

const QuestionTypeSchema = Type.Union([
  Type.Literal('single'),
  Type.Literal('multiple'),
  Type.Literal('judge'),
  Type.Literal('indefinite'),
  Type.Literal('case'),
  Type.Literal('material'),
  Type.Literal('number'),
  Type.Literal('text'),
  Type.Literal('entry'),
])

const OptionSchema = Type.Object({ id: Type.Integer(), text: Type.String() })

const questionFields = {
  id: Type.Integer(),
  type: QuestionTypeSchema,
  stem: Type.String(),
  options: Type.Array(OptionSchema),
  score: Type.Number(),
  chapterId: Type.Integer(),
  title: Type.String(),
  unit: Type.String(),
  correctOptionIds: Type.Optional(Type.Array(Type.Integer())),
  analysis: Type.Optional(Type.String()),
  modelAnswer: Type.Optional(Type.String()),
}

/**
 * A question with its children (a case's sub-questions, a material question's parts), which
 * have none of their own.
 */
export const PracticeQuestionSchema = Type.Object({
  ...questionFields,
  children: Type.Array(Type.Object({ ...questionFields, children: Type.Array(Type.Object({})) })),
})

export const EntryLineSchema = Type.Object({
  side: Type.Union([Type.Literal('借'), Type.Literal('贷')]),
  account: Type.String({ maxLength: 50 }),
  amount: Type.Number(),
})

export const AnswerBodySchema = Type.Object({
  optionIds: Type.Optional(Type.Array(PositiveId, { maxItems: 8 })),
  text: Type.Optional(Type.String({ maxLength: 2000 })),
  entries: Type.Optional(Type.Array(EntryLineSchema, { maxItems: 40 })),
  answeredAgo: Type.Optional(Type.Integer({ minimum: 0 })),
})

const SavedAnswerSchema = Type.Object({
  questionId: Type.Integer(),
  optionIds: Type.Optional(Type.Array(Type.Integer())),
  text: Type.Optional(Type.String()),
  entries: Type.Optional(Type.Array(EntryLineSchema)),
  savedAt: Type.String(),
})

const startFields = {
  attemptId: Type.Integer(),
  paperId: Type.Integer(),
  mode: Type.Union([Type.Literal('exam'), Type.Literal('practice')]),
  endsAt: Type.Union([Type.String(), Type.Null()]),
  questions: Type.Array(PracticeQuestionSchema),
}

export const AttemptStartSchema = Type.Object(startFields)

export const AttemptStateSchema = Type.Object({
  ...startFields,
  secondsLeft: Type.Union([Type.Integer(), Type.Null()]),
  submitted: Type.Boolean(),
  position: Type.Integer(),
  answers: Type.Array(SavedAnswerSchema),
  favourites: Type.Array(Type.Integer()),
})

const NewerAnswerSchema = Type.Object({
  optionIds: Type.Optional(Type.Array(Type.Integer())),
  text: Type.Optional(Type.String()),
  entries: Type.Optional(Type.Array(EntryLineSchema)),
})

export const AnswerSavedSchema = Type.Object({
  questionId: Type.Integer(),
  savedAt: Type.String(),
  correct: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  correctOptionIds: Type.Optional(Type.Array(Type.Integer())),
  analysis: Type.Optional(Type.String()),
  newer: Type.Optional(NewerAnswerSchema),
})

export const AnswerClearedSchema = Type.Object({
  questionId: Type.Integer(),
  newer: Type.Optional(NewerAnswerSchema),
})

const ReportGroupSchema = Type.Object({
  name: Type.String(),
  questions: Type.Integer(),
  right: Type.Integer(),
  score: Type.Number(),
  earned: Type.Number(),
})

export const AttemptReportSchema = Type.Object({
  attemptId: Type.Integer(),
  paperId: Type.Integer(),
  score: Type.Number(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  passed: Type.Boolean(),
  usedSeconds: Type.Integer(),
  questions: Type.Array(
    Type.Object({
      id: Type.Integer(),
      type: QuestionTypeSchema,
      chapterId: Type.Integer(),
      correctOptionIds: Type.Array(Type.Integer()),
      analysis: Type.String(),
      yourOptionIds: Type.Array(Type.Integer()),
      yourText: Type.String(),
      modelAnswer: Type.String(),
      score: Type.Number(),
      earned: Type.Number(),
      needsMarking: Type.Boolean(),
      selfMarks: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
  byType: Type.Array(ReportGroupSchema),
  byChapter: Type.Array(ReportGroupSchema),
  beatPercent: Type.Integer(),
  ranked: Type.Boolean(),
  mostMissed: Type.Array(Type.Integer()),
})

export const AttemptSummarySchema = Type.Object({
  attemptId: Type.Integer(),
  paperId: Type.Integer(),
  paperTitle: Type.String(),
  subjectId: Type.Integer(),
  score: Type.Number(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  passed: Type.Boolean(),
  usedSeconds: Type.Integer(),
  beatPercent: Type.Integer(),
  ranked: Type.Boolean(),
  mine: Type.Boolean(),
})

export const WrongBookItemSchema = Type.Object({
  questionId: Type.Integer(),
  type: Type.String(),
  stem: Type.String(),
  chapterId: Type.Integer(),
  chapterTitle: Type.String(),
  wrongCount: Type.Integer(),
  streak: Type.Integer(),
})

export const QuestionNoteSchema = Type.Object({
  questionId: Type.Integer(),
  content: Type.String(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
})

export const FavouriteSchema = Type.Object({
  questionId: Type.Integer(),
  favourite: Type.Boolean(),
})

export const SelfMarkBodySchema = Type.Object({
  earned: Type.Number({ minimum: 0, maximum: 1000 }),
})

export const OpenAttemptSchema = Type.Object({
  attemptId: Type.Integer(),
  mode: Type.Union([Type.Literal('exam'), Type.Literal('practice')]),
  startedAt: Type.String(),
  secondsLeft: Type.Union([Type.Integer(), Type.Null()]),
  answered: Type.Integer(),
  position: Type.Integer(),
})
