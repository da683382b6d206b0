import { Type, type Static } from 'typebox'
import { PositiveId } from './catalogue'

/** What the practice section sends and takes: papers, attempts, answers, reports. */

export const PracticeModeSchema = Type.Union([Type.Literal('exam'), Type.Literal('practice')])

export const PracticePaperKindSchema = Type.Union([
  Type.Literal('chapter'),
  Type.Literal('mock'),
  Type.Literal('past'),
  Type.Literal('sprint'),
  Type.Literal('trial'),
])

/**
 * A practice set the learner makes for themself: redo of the wrong-answer book (by chapter or
 * type when asked) or of 我的收藏, a knowledge point's questions, or 智能练习 (the wrong book's
 * questions and the most important points' unanswered ones first).
 */
export const OwnSetSourceSchema = Type.Union([
  Type.Literal('wrong'),
  Type.Literal('favourite'),
  Type.Literal('point'),
  Type.Literal('smart'),
])

export const PracticePaperSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  /** The school's papers; a learner's own set has its source as kind. */
  kind: Type.Union([PracticePaperKindSchema, OwnSetSourceSchema]),
  questionCount: Type.Integer(),
  totalScore: Type.Number(),
  /** 0: no time limit. */
  durationMinutes: Type.Integer(),
})

export const OwnSetBodySchema = Type.Object({
  subjectId: PositiveId,
  source: OwnSetSourceSchema,
  /** source point: the knowledge point. */
  pointId: Type.Optional(PositiveId),
  /** source wrong: only this chapter's or this type's questions. */
  chapterId: Type.Optional(PositiveId),
  type: Type.Optional(Type.String({ maxLength: 16 })),
})

/**
 * single, multiple, judge, indefinite (choices); case (a 不定项 case: its sub-questions are
 * children); material (its parts are children: choices, number, text, entry).
 */
export const QuestionTypeSchema = Type.Union([
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

export const OptionSchema = Type.Object({ id: Type.Integer(), text: Type.String() })

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

const AnswerDevice = Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9A-Za-z-]+$' })

export const AnswerBodySchema = Type.Object({
  optionIds: Type.Optional(Type.Array(PositiveId, { maxItems: 8 })),
  text: Type.Optional(Type.String({ maxLength: 2000 })),
  entries: Type.Optional(Type.Array(EntryLineSchema, { maxItems: 40 })),
  /**
   * How long before sending the learner answered (ms; 0 or none: just now). The server dates
   * the answer by its own clock, so that an answer kept while offline and sent later does not
   * replace one given after it on another device, whatever the devices' clocks say.
   */
  answeredAgo: Type.Optional(Type.Integer({ minimum: 0 })),
  /**
   * The sending device's own random name: its answers replace each other in the order it
   * sends them, however the network delays them; only another device's are weighed by time.
   */
  device: Type.Optional(AnswerDevice),
})

/** Taking an exam answer back, dated as an answer is. */
export const AnswerClearQuerySchema = Type.Object({
  answeredAgo: Type.Optional(Type.Integer({ minimum: 0 })),
  device: Type.Optional(AnswerDevice),
})

export const SavedAnswerSchema = Type.Object({
  questionId: Type.Integer(),
  optionIds: Type.Optional(Type.Array(Type.Integer())),
  text: Type.Optional(Type.String()),
  entries: Type.Optional(Type.Array(EntryLineSchema)),
  savedAt: Type.String(),
})

const startFields = {
  attemptId: Type.Integer(),
  paperId: Type.Integer(),
  mode: PracticeModeSchema,
  endsAt: Type.Union([Type.String(), Type.Null()]),
  questions: Type.Array(PracticeQuestionSchema),
}

export const AttemptStartSchema = Type.Object(startFields)

export const AttemptStateSchema = Type.Object({
  ...startFields,
  /** Seconds really left by the server's clock, null without a time limit. */
  secondsLeft: Type.Union([Type.Integer(), Type.Null()]),
  submitted: Type.Boolean(),
  /** The question (0-based, in paper order) the learner was at. */
  position: Type.Integer(),
  answers: Type.Array(SavedAnswerSchema),
  /** The attempt's questions in the learner's 我的收藏. */
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
  /** Practice mode: whether the answer is right (null: marked by the learner). */
  correct: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  correctOptionIds: Type.Optional(Type.Array(Type.Integer())),
  analysis: Type.Optional(Type.String()),
  /** The answer was not saved: this one, given later on another device, is kept. */
  newer: Type.Optional(NewerAnswerSchema),
})

export const AnswerClearedSchema = Type.Object({
  questionId: Type.Integer(),
  newer: Type.Optional(NewerAnswerSchema),
})

export const ReportGroupSchema = Type.Object({
  name: Type.String(),
  questions: Type.Integer(),
  right: Type.Integer(),
  score: Type.Number(),
  earned: Type.Number(),
})

export const ReportQuestionSchema = Type.Object({
  id: Type.Integer(),
  type: QuestionTypeSchema,
  chapterId: Type.Integer(),
  correctOptionIds: Type.Array(Type.Integer()),
  analysis: Type.String(),
  yourOptionIds: Type.Array(Type.Integer()),
  /** A text or number answer as given. */
  yourText: Type.String(),
  modelAnswer: Type.String(),
  score: Type.Number(),
  earned: Type.Number(),
  /** A written answer the learner marks against the model answer (自评). */
  needsMarking: Type.Boolean(),
  /** The marks the learner gave their written answer, null until marked. */
  selfMarks: Type.Union([Type.Number(), Type.Null()]),
})

export const AttemptReportSchema = Type.Object({
  attemptId: Type.Integer(),
  paperId: Type.Integer(),
  score: Type.Number(),
  totalScore: Type.Number(),
  passScore: Type.Number(),
  passed: Type.Boolean(),
  usedSeconds: Type.Integer(),
  questions: Type.Array(ReportQuestionSchema),
  byType: Type.Array(ReportGroupSchema),
  byChapter: Type.Array(ReportGroupSchema),
  /** Share of the other submitted attempts at the paper that scored less (击败 N%). */
  beatPercent: Type.Integer(),
  /** False for a learner's own set: no one else takes it, so no rank is shown. */
  ranked: Type.Boolean(),
  /** Question ids most often missed on this paper by all learners, the most missed first. */
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
  /** False for a learner's own set: no rank, and no one else can take it. */
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
  /** Right answers in a row since the last wrong one. */
  streak: Type.Integer(),
})

/**
 * GET /api/practice/wrong/{questionId}: a question of the learner's wrong-answer book as they
 * review it: the question with its right answer and 解析, their latest answer, their counts.
 */
export const WrongQuestionSchema = Type.Object({
  question: PracticeQuestionSchema,
  /** The case's or material's text when the question is one of its parts, else ''. */
  material: Type.String(),
  chapterTitle: Type.String(),
  yourOptionIds: Type.Array(Type.Integer()),
  /** A written or number answer as given; an entry answer's lines as JSON. */
  yourText: Type.String(),
  wrongCount: Type.Integer(),
  streak: Type.Integer(),
  /** Right answers in a row that take a question out of the book (the learner's setting). */
  wrongExit: Type.Integer(),
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
  /** Marks, 0 to the question's score, in steps of 0.5. */
  earned: Type.Number({ minimum: 0, maximum: 1000 }),
})

export const OpenAttemptSchema = Type.Object({
  attemptId: Type.Integer(),
  mode: PracticeModeSchema,
  startedAt: Type.String(),
  /** Null without a time limit. */
  secondsLeft: Type.Union([Type.Integer(), Type.Null()]),
  answered: Type.Integer(),
  /** The question (0-based) the learner was at. */
  position: Type.Integer(),
})

export type PracticeMode = Static<typeof PracticeModeSchema>

export type PracticePaperKind = Static<typeof PracticePaperKindSchema>

export type OwnSetSource = Static<typeof OwnSetSourceSchema>

/** POST /api/practice/sets: makes a set; its paper is then started as any other. */
export type OwnSetRequest = Static<typeof OwnSetBodySchema>

export type PracticePaper = Static<typeof PracticePaperSchema>

export type PracticeOption = Static<typeof OptionSchema>

export type PracticeQuestionType = Static<typeof QuestionTypeSchema>

/**
 * The schema stops at one level of children (the only depth there is); the type says children
 * are questions, so code walking them takes either level.
 */
export interface PracticeQuestion extends Omit<Static<typeof PracticeQuestionSchema>, 'children'> {
  children: PracticeQuestion[]
}

export type EntryLineAnswer = Static<typeof EntryLineSchema>

/** What a learner gives: options, a text (a number or a written answer), or 会计分录 lines. */
export type AnswerPayload = Omit<Static<typeof AnswerBodySchema>, 'answeredAgo' | 'device'>

/** PUT /api/practice/attempts/{attemptId}/answers/{questionId}. */
export type AnswerBody = Static<typeof AnswerBodySchema>
export type AnswerClearQuery = Static<typeof AnswerClearQuerySchema>

export type SavedAnswer = Static<typeof SavedAnswerSchema>

export type AttemptStart = Static<typeof AttemptStartSchema>

export type AttemptState = Static<typeof AttemptStateSchema>

export type AnswerSaved = Static<typeof AnswerSavedSchema>

export type ReportQuestion = Static<typeof ReportQuestionSchema>

/** PUT /api/practice/attempts/{attemptId}/marks/{questionId}: 自评 of a written answer. */
export type SelfMarkPayload = Static<typeof SelfMarkBodySchema>

export type ReportGroup = Static<typeof ReportGroupSchema>

export type AttemptReport = Static<typeof AttemptReportSchema>

/** GET /api/practice/attempts?paperId=: an attempt at the paper not yet submitted. */
export type OpenAttempt = Static<typeof OpenAttemptSchema>

export type WrongBookItem = Static<typeof WrongBookItemSchema>

export interface WrongQuestion extends Omit<Static<typeof WrongQuestionSchema>, 'question'> {
  question: PracticeQuestion
}

/** The learner's own note on a question (spec §7 getNote / addNote / delNote). */
export type QuestionNote = Static<typeof QuestionNoteSchema>

/**
 * GET /api/practice/attempts/{attemptId}/summary: a submitted attempt's score, for anyone the
 * report is shared with (no questions, answers or name); `mine` when it is the caller's own.
 */
export type AttemptSummary = Static<typeof AttemptSummarySchema>
