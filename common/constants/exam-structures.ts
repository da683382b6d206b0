/**
 * The real exams' paper structures and scoring rules, as data: what a mock paper (模拟试卷,
 * 历年真题-style paper, 押题卷) of each subject holds, its time and pass line, and how a choice
 * question is scored. A school updates this file each year; nothing else in the code knows
 * these figures. They describe the exam bodies' outlines of 2024–2025
 * (../shared/notes/exam-structures.md). The notes give CPA's question types only; its counts
 * and marks below are those of the 2024 papers as the training schools report them, with each
 * subject's own material-question names (审计's 简答题, 经济法's 案例分析题, 税法's 计算问答题).
 */

export const STRUCTURES_YEARS = '2024–2025'

/** Choice questions: answered by option ids, so options can be shuffled. */
export type ChoiceKind = 'single' | 'multiple' | 'judge' | 'indefinite'
/** A case text with sub-questions, each scored by its own kind (or marked by the learner). */
export type QuestionKind = ChoiceKind | 'material'

export const QUESTION_KIND_NAMES: Record<QuestionKind, string> = {
  single: '单选题',
  multiple: '多选题',
  judge: '判断题',
  indefinite: '不定项选择题',
  material: '材料题',
}

export interface ChoiceSection {
  kind: ChoiceKind
  count: number
  /** Marks of each question. */
  marks: number
  /** 不定项: the shared cases the questions hang on. */
  cases?: number
}

export interface MaterialSection {
  kind: 'material'
  /** The paper's own name for the section. */
  title: '计算分析题' | '综合题' | '简答题' | '综合分析题' | '案例分析题' | '计算问答题'
  count: number
  /** Marks of the whole section, shared among its questions. */
  totalMarks: number
}

export type PaperSection = ChoiceSection | MaterialSection

export interface SubjectStructure {
  examId: number
  subject: string
  minutes: number
  totalMarks: number
  passMarks: number
  sections: PaperSection[]
}

/** How a 多选 or 不定项 question is scored in an exam. */
export type MultipleScoring =
  /** All right: full marks; some right and none wrong: a part per option chosen; else 0. */
  | { rule: 'partial'; perOption: number }
  /** All right: full marks; anything else: 0. */
  | { rule: 'all-or-nothing' }

const PARTIAL: MultipleScoring = { rule: 'partial', perOption: 0.5 }

export const MULTIPLE_SCORING: Record<number, MultipleScoring> = {
  5617: PARTIAL,
  216: PARTIAL,
  7652: { rule: 'all-or-nothing' },
  8190: PARTIAL,
}

const TAX_AGENT_SECTIONS: PaperSection[] = [
  { kind: 'single', count: 40, marks: 1.5 },
  { kind: 'multiple', count: 20, marks: 2 },
  { kind: 'material', title: '综合分析题', count: 2, totalMarks: 40 },
]

const cpa = (subject: string, minutes: number, sections: PaperSection[]): SubjectStructure => ({
  examId: 7652,
  subject,
  minutes,
  totalMarks: 100,
  passMarks: 60,
  sections,
})

const taxAgent = (subject: string): SubjectStructure => ({
  examId: 8190,
  subject,
  minutes: 150,
  totalMarks: 140,
  passMarks: 84,
  sections: TAX_AGENT_SECTIONS,
})

export const SUBJECT_STRUCTURES: SubjectStructure[] = [
  {
    examId: 5617,
    subject: '初级会计实务',
    minutes: 105,
    totalMarks: 100,
    passMarks: 60,
    sections: [
      { kind: 'single', count: 20, marks: 2 },
      { kind: 'multiple', count: 10, marks: 2 },
      { kind: 'judge', count: 10, marks: 1 },
      { kind: 'indefinite', count: 15, marks: 2, cases: 3 },
    ],
  },
  {
    examId: 5617,
    subject: '经济法基础',
    minutes: 75,
    totalMarks: 100,
    passMarks: 60,
    sections: [
      { kind: 'single', count: 23, marks: 2 },
      { kind: 'multiple', count: 10, marks: 2 },
      { kind: 'judge', count: 10, marks: 1 },
      { kind: 'indefinite', count: 12, marks: 2, cases: 3 },
    ],
  },
  {
    examId: 216,
    subject: '中级会计实务',
    minutes: 165,
    totalMarks: 100,
    passMarks: 60,
    sections: [
      { kind: 'single', count: 10, marks: 1.5 },
      { kind: 'multiple', count: 10, marks: 2 },
      { kind: 'judge', count: 10, marks: 1 },
      { kind: 'material', title: '计算分析题', count: 2, totalMarks: 22 },
      { kind: 'material', title: '综合题', count: 2, totalMarks: 33 },
    ],
  },
  {
    examId: 216,
    subject: '财务管理',
    minutes: 135,
    totalMarks: 100,
    passMarks: 60,
    sections: [
      { kind: 'single', count: 20, marks: 1.5 },
      { kind: 'multiple', count: 10, marks: 2 },
      { kind: 'judge', count: 10, marks: 1 },
      { kind: 'material', title: '计算分析题', count: 3, totalMarks: 15 },
      { kind: 'material', title: '综合题', count: 2, totalMarks: 25 },
    ],
  },
  {
    examId: 216,
    subject: '经济法',
    minutes: 120,
    totalMarks: 100,
    passMarks: 60,
    sections: [
      { kind: 'single', count: 30, marks: 1 },
      { kind: 'multiple', count: 15, marks: 2 },
      { kind: 'judge', count: 10, marks: 1 },
      { kind: 'material', title: '简答题', count: 3, totalMarks: 18 },
      { kind: 'material', title: '综合题', count: 1, totalMarks: 12 },
    ],
  },
  cpa('会计', 180, [
    { kind: 'single', count: 12, marks: 2 },
    { kind: 'multiple', count: 10, marks: 2 },
    { kind: 'material', title: '计算分析题', count: 2, totalMarks: 20 },
    { kind: 'material', title: '综合题', count: 2, totalMarks: 36 },
  ]),
  cpa('审计', 150, [
    { kind: 'single', count: 25, marks: 1 },
    { kind: 'multiple', count: 10, marks: 2 },
    { kind: 'material', title: '简答题', count: 6, totalMarks: 36 },
    { kind: 'material', title: '综合题', count: 1, totalMarks: 19 },
  ]),
  cpa('财务成本管理', 150, [
    { kind: 'single', count: 14, marks: 1.5 },
    { kind: 'multiple', count: 12, marks: 2 },
    { kind: 'material', title: '计算分析题', count: 5, totalMarks: 40 },
    { kind: 'material', title: '综合题', count: 1, totalMarks: 15 },
  ]),
  cpa('经济法', 120, [
    { kind: 'single', count: 24, marks: 1 },
    { kind: 'multiple', count: 14, marks: 1.5 },
    { kind: 'material', title: '案例分析题', count: 4, totalMarks: 55 },
  ]),
  cpa('税法', 120, [
    { kind: 'single', count: 24, marks: 1 },
    { kind: 'multiple', count: 14, marks: 1.5 },
    { kind: 'material', title: '计算问答题', count: 4, totalMarks: 24 },
    { kind: 'material', title: '综合题', count: 2, totalMarks: 31 },
  ]),
  cpa('公司战略与风险管理', 120, [
    { kind: 'single', count: 24, marks: 1 },
    { kind: 'multiple', count: 14, marks: 1.5 },
    { kind: 'material', title: '简答题', count: 4, totalMarks: 34 },
    { kind: 'material', title: '综合题', count: 1, totalMarks: 21 },
  ]),
  taxAgent('税法（一）'),
  taxAgent('税法（二）'),
  taxAgent('涉税服务实务'),
  taxAgent('涉税服务相关法律'),
  taxAgent('财务与会计'),
]

/** The marks a paper's sections add up to. */
export function sectionsMarks(sections: PaperSection[]): number {
  return sections.reduce(
    (sum, section) =>
      sum + (section.kind === 'material' ? section.totalMarks : section.count * section.marks),
    0,
  )
}

/** The structure of an exam's subject, or undefined when the file has none for it. */
export function findStructure(examId: number, subject: string): SubjectStructure | undefined {
  return SUBJECT_STRUCTURES.find((entry) => entry.examId === examId && entry.subject === subject)
}
