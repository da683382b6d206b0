/**
 * The practice section's payloads (issue "Question bank II" contract): papers, attempts, the
 * answers saved as they are given, and the report of a submitted attempt. Marks are marks
 * (1.5, not hundredths); times are China date-times.
 */

import type { Discussion, DiscussionPage } from './study'

export type PracticeMode = 'exam' | 'practice'

export type PracticePaperKind = 'chapter' | 'mock' | 'past' | 'sprint' | 'trial'

/**
 * A practice set the learner makes for themself: redo of the wrong-answer book (by chapter or
 * type when asked) or of 我的收藏, a knowledge point's questions, or 智能练习 (the wrong book's
 * questions and the most important points' unanswered ones first).
 */
export type OwnSetSource = 'wrong' | 'favourite' | 'point' | 'smart'

/** POST /api/practice/sets: makes a set; its paper is then started as any other. */
export interface OwnSetRequest {
  subjectId: number
  source: OwnSetSource
  /** source point: the knowledge point. */
  pointId?: number
  /** source wrong: only this chapter's or this type's questions. */
  chapterId?: number
  type?: string
}

export interface PracticePaper {
  id: number
  title: string
  /** The school's papers; a learner's own set has its source as kind. */
  kind: PracticePaperKind | OwnSetSource
  questionCount: number
  totalScore: number
  /** 0: no time limit. */
  durationMinutes: number
}

export interface PracticeOption {
  id: number
  text: string
}

/**
 * single, multiple, judge, indefinite (choices); case (a 不定项 case: its sub-questions are
 * children); material (its parts are children: choices, number, text, entry).
 */
export type PracticeQuestionType =
  'single' | 'multiple' | 'judge' | 'indefinite' | 'case' | 'material' | 'number' | 'text' | 'entry'

export interface PracticeQuestion {
  id: number
  type: PracticeQuestionType
  stem: string
  options: PracticeOption[]
  /** Marks of the question (a case or material question: all its children's). */
  score: number
  chapterId: number
  /** A material question's section name (计算分析题…), else ''. */
  title: string
  /** A number part's unit (万元…). */
  unit: string
  children: PracticeQuestion[]
  /** Practice mode only (never in exam mode): the right options, the 解析, a model answer. */
  correctOptionIds?: number[]
  analysis?: string
  modelAnswer?: string
}

export interface EntryLineAnswer {
  side: '借' | '贷'
  account: string
  amount: number
}

/** What a learner gives: options, a text (a number or a written answer), or 会计分录 lines. */
export interface AnswerPayload {
  optionIds?: number[]
  text?: string
  entries?: EntryLineAnswer[]
}

/** PUT /api/practice/attempts/{attemptId}/answers/{questionId}. */
export interface AnswerBody extends AnswerPayload {
  /**
   * How long before sending the learner answered (ms; 0 or none: just now). The server dates
   * the answer by its own clock, so that an answer kept while offline and sent later does not
   * replace one given after it on another device, whatever the devices' clocks say.
   */
  answeredAgo?: number
}

export interface SavedAnswer extends AnswerPayload {
  questionId: number
  savedAt: string
}

export interface AttemptStart {
  attemptId: number
  paperId: number
  mode: PracticeMode
  /** China date-time the exam ends, null without a time limit. */
  endsAt: string | null
  questions: PracticeQuestion[]
}

export interface AttemptState extends AttemptStart {
  /** Seconds really left by the server's clock, null without a time limit. */
  secondsLeft: number | null
  submitted: boolean
  /** The question (0-based, in paper order) the learner was at. */
  position: number
  answers: SavedAnswer[]
  /** The attempt's questions in the learner's 我的收藏. */
  favourites: number[]
}

export interface AnswerSaved {
  questionId: number
  savedAt: string
  /** Practice mode: whether the answer is right (null: marked by the learner). */
  correct?: boolean | null
  correctOptionIds?: number[]
  analysis?: string
  /** The answer was not saved: this one, given later on another device, is kept. */
  newer?: AnswerPayload
}

export interface ReportQuestion {
  id: number
  type: PracticeQuestionType
  chapterId: number
  correctOptionIds: number[]
  analysis: string
  yourOptionIds: number[]
  /** A text or number answer as given. */
  yourText: string
  modelAnswer: string
  score: number
  earned: number
  /** A written answer the learner marks against the model answer (自评). */
  needsMarking: boolean
  /** The marks the learner gave their written answer, null until marked. */
  selfMarks: number | null
}

/** PUT /api/practice/attempts/{attemptId}/marks/{questionId}: 自评 of a written answer. */
export interface SelfMarkPayload {
  /** Marks, 0 to the question's score, in steps of 0.5. */
  earned: number
}

export interface ReportGroup {
  name: string
  questions: number
  right: number
  score: number
  earned: number
}

export interface AttemptReport {
  attemptId: number
  paperId: number
  score: number
  totalScore: number
  passScore: number
  passed: boolean
  usedSeconds: number
  questions: ReportQuestion[]
  byType: ReportGroup[]
  byChapter: ReportGroup[]
  /** Share of the other submitted attempts at the paper that scored less (击败 N%). */
  beatPercent: number
  /** False for a learner's own set: no one else takes it, so no rank is shown. */
  ranked: boolean
  /** Question ids most often missed on this paper by all learners, the most missed first. */
  mostMissed: number[]
}

/** GET /api/practice/attempts?paperId=: an attempt at the paper not yet submitted. */
export interface OpenAttempt {
  attemptId: number
  mode: PracticeMode
  startedAt: string
  /** Null without a time limit. */
  secondsLeft: number | null
  answered: number
  /** The question (0-based) the learner was at. */
  position: number
}

export interface WrongBookItem {
  questionId: number
  type: string
  stem: string
  chapterId: number
  chapterTitle: string
  wrongCount: number
  /** Right answers in a row since the last wrong one. */
  streak: number
}

/** The learner's own note on a question (spec §7 getNote / addNote / delNote). */
export interface QuestionNote {
  questionId: number
  content: string
  updatedAt: string | null
}

/**
 * spec §7 question discussion (GET /api/home/test/getDiscuss/{id}/p/{p}): a comment on a
 * question with its replies, as a lesson's (types/study.ts) but for its question.
 */
export interface QuestionDiscussion extends Omit<Discussion, 'lessonId'> {
  questionId: number
}

export interface QuestionDiscussionPage extends Omit<DiscussionPage, 'list'> {
  list: QuestionDiscussion[]
}

/**
 * GET /api/practice/attempts/{attemptId}/summary: a submitted attempt's score, for anyone the
 * report is shared with (no questions, answers or name); `mine` when it is the caller's own.
 */
export interface AttemptSummary {
  attemptId: number
  paperId: number
  paperTitle: string
  subjectId: number
  score: number
  totalScore: number
  passScore: number
  passed: boolean
  usedSeconds: number
  beatPercent: number
  /** False for a learner's own set: no rank, and no one else can take it. */
  ranked: boolean
  mine: boolean
}
