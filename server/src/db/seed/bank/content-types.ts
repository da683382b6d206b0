/**
 * The shape in which the demo question bank is written: one file per subject, in Chinese,
 * checked by `checkSubjectSeed` before it is loaded. Authors write options as text and answers
 * as letters; the loader gives every option its own row and stable id and keeps the answer as
 * those ids, so options can be shuffled later.
 */

export type Difficulty = 1 | 2 | 3

export interface PointSeed {
  /** Unique within the subject; questions name their points by it. */
  key: string
  name: string
  /** 0-10; the app shows importance / 2 stars. */
  importance: number
}

export interface ChapterSeed {
  /** e.g. 第一章 会计概述 */
  title: string
  /** The chapter's 节, in order. */
  sections: string[]
  points: PointSeed[]
}

interface QuestionBase {
  stem: string
  /** 解析: why the answer is right (and the others wrong). */
  analysis: string
  /** 1 易, 2 中, 3 难; 2 when left out. */
  difficulty?: Difficulty
}

/** 单选, 多选, 不定项: options A, B, C… in order; answer letters such as 'B' or 'ACD'. */
export interface ChoiceSeed extends QuestionBase {
  kind: 'single' | 'multiple' | 'indefinite'
  options: string[]
  answer: string
  /** Point keys; the first one's chapter is the question's chapter. */
  points: string[]
}

/** 判断: true when the statement is right. */
export interface JudgeSeed extends QuestionBase {
  kind: 'judge'
  answer: boolean
  points: string[]
}

/** 不定项选择题: a shared case with its 不定项 sub-questions. */
export interface CaseSeed {
  kind: 'case'
  material: string
  questions: Array<Omit<ChoiceSeed, 'kind'> & { kind: 'indefinite' }>
}

/** One line of a 会计分录: amounts in the unit the case states (元, or 万元 where it says so). */
export interface EntryLine {
  side: '借' | '贷'
  /** The account, with its sub-account after a colon where one is needed: 应交税费——应交增值税（进项税额） */
  account: string
  amount: number
}

/** A sub-question of a material question, with its own marks. */
export type PartSeed =
  | ((Omit<ChoiceSeed, 'points'> | Omit<JudgeSeed, 'points'>) & { marks: number })
  | (QuestionBase & { kind: 'text'; answer: string; marks: number })
  | (QuestionBase & { kind: 'number'; answer: number; unit: string; marks: number })
  /** 会计分录: one or more entries, each a list of lines that balance. */
  | (QuestionBase & { kind: 'entry'; answer: EntryLine[][]; marks: number })

/** 计算分析题, 综合题, 简答题, 综合分析题, 案例分析题, 计算问答题: a case with sub-questions. */
export interface MaterialSeed {
  kind: 'material'
  material: string
  points: string[]
  parts: PartSeed[]
}

export type QuestionSeed = ChoiceSeed | JudgeSeed | CaseSeed | MaterialSeed

export interface PaperSeed {
  /** 模拟试卷, 历年真题-style paper (written by us), 押题卷. */
  kind: 'mock' | 'past' | 'sprint'
  title: string
  /**
   * One list per section of the subject's structure (common/constants/exam-structures.ts), in its
   * order: choice and judge questions, CaseSeeds for 不定项, MaterialSeeds for material sections.
   */
  sections: QuestionSeed[][]
}

export interface SubjectSeed {
  examId: 5617 | 216 | 7652 | 8190
  /** As in common/constants/exam-structures.ts. */
  name: string
  chapters: ChapterSeed[]
  papers: PaperSeed[]
  /** Chapter-practice questions beyond the papers' (the papers' count as practice too). */
  practice: QuestionSeed[]
}
