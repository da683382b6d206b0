/**
 * Question-bank payloads (spec §3 subject, subject statistic, knowledge point; §7 "Question
 * bank" and "Knowledge"). Where the spec says "not shown" these shapes are ours (README,
 * "Question-bank result shapes").
 */

/** spec §3 Subject, with what the bank home shows of it. */
export interface Subject {
  id: number
  name: string
  year: number
  isSprintOpen: boolean
  updateNum: number
  /** The exam's id (spec §3 exam options). */
  parentID: number
  /** The exam day, China date YYYY-MM-DD. */
  examDate: string
  /** Questions as a learner answers them. */
  questionCount: number
}

export interface PaperSectionInfo {
  name: string
  count: number
  /** Marks of each question, or of the whole section for material questions. */
  marks: number
}

export interface SubjectInfo extends Subject {
  examName: string
  /** The real exam's paper: time, total and pass marks, sections (constants/exam-structures). */
  minutes: number
  totalMarks: number
  passMarks: number
  sections: PaperSectionInfo[]
  chapterCount: number
  knowledgeCount: number
  paperCount: number
  trialCount: number
}

export interface YearSubjects {
  year: number
  subjects: Subject[]
}

/** spec §3 subject statistic: the learner's answers in the subject. */
export interface SubjectStatistic {
  totalQuestion: number
  doneQuestion: number
  rightQuestion: number
}

export interface SubjectAccess {
  subjectId: number
  /** spec §4: whether the learner may open the subject's paid content. */
  access: boolean
  loggedIn: boolean
  /** China date-time the access ends, null when it never does or there is none. */
  expireAt: string | null
}

/** Where a subject's bank is bought: the order-confirm route of its goods. */
export interface SubjectOrder {
  goodsId: number
  title: string
  /** Yuan. */
  price: number
  discountPrice: number
  url: string
}

/** 1 mock and past-style papers, 2 押题卷, 3 chapter practice, 4 free trial. */
export type PaperListType = 1 | 2 | 3 | 4

export type PaperKindName = 'mock' | 'past' | 'sprint' | 'chapter' | 'trial'

export interface PaperItem {
  id: number
  subjectId: number
  kind: PaperKindName
  title: string
  questionCount: number
  minutes: number
  totalMarks: number
  passMarks: number
  free: boolean
  /** The learner's answered questions of the paper (0 for a visitor). */
  done: number
}

export interface PaperCompletion {
  paperId: number
  questionCount: number
  done: number
  right: number
  complete: boolean
}

export interface PaperAccess {
  paperId: number
  subjectId: number
  /** Question number (1-based) the learner asked about. */
  question: number
  access: boolean
  free: boolean
  loggedIn: boolean
}

/** A chapter of a subject with its 节 and the learner's progress in it. */
export interface ChapterInfo {
  id: number
  title: string
  sections: string[]
  paperId: number | null
  questionCount: number
  done: number
  right: number
}

export type PracticeTileKey =
  'trial' | 'papers' | 'chapter' | 'knowledge' | 'sprint' | 'wrong' | 'favourite'

/** A tile of the bank home (spec §2) with what it holds. */
export interface PracticeTile {
  key: PracticeTileKey
  title: string
  count: number
  /** Whether the tile opens: the 押题卷 only when the sprint paper is open. */
  open: boolean
}

/** The learner's latest practice in a paper. */
export interface PracticeRecord {
  paperId: number
  paperTitle: string
  subjectId: number
  subjectName: string
  questionCount: number
  done: number
  answeredAt: string
}

/** spec §3 knowledge point; accuracy figures are the learner's (0 for a visitor). */
export interface KnowledgePoint {
  id: number
  name: string
  /** 0-10; the app shows importance / 2 stars. */
  importance: number
  subjectId: number
  chapterId: number
  chapterTitle: string
  questionCount: number
  done: number
  right: number
}

/** 1 recommended, 2 weak (spec §3). */
export type RecommendType = 1 | 2

/** spec §3 knowledge info. */
export interface KnowledgeInfo {
  list: KnowledgePoint[]
  count: number
  type: RecommendType
}

export interface KnowledgeChapter {
  id: number
  title: string
  points: KnowledgePoint[]
}

export interface SmartQuestionInfo {
  has: boolean
  count: number
}

export interface KnowledgeLesson {
  lessonId: number
  courseId: number
  title: string
  courseTitle: string
  free: boolean
}

export interface KnowledgeQuestion {
  id: number
  kind: string
  stem: string
  difficulty: number
  free: boolean
}

/** getKnowledgeResource: types 2 lessons, 3 questions. */
export interface KnowledgeResource {
  knowId: number
  lessons: KnowledgeLesson[]
  questions: KnowledgeQuestion[]
}
