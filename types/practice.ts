/**
 * The practice section's payloads (issue "Question bank II" contract): papers, attempts, the
 * answers saved as they are given, and the report of a submitted attempt. Marks are marks
 * (1.5, not hundredths); times are China date-times.
 */

export type PracticeMode = 'exam' | 'practice'

export type PracticePaperKind = 'chapter' | 'mock' | 'past' | 'sprint' | 'trial'

export interface PracticePaper {
  id: number
  title: string
  kind: PracticePaperKind
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
  /** Question ids most often missed on this paper by all learners, the most missed first. */
  mostMissed: number[]
}

export interface WrongBookItem {
  questionId: number
  type: string
  stem: string
  chapterId: number
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
