import {
  QUESTION_KIND_NAMES,
  type PaperSection,
  type SubjectStructure,
} from '@common/constants/exam-structures'

/** A question as a paper holds it: its stored kind, how many it counts as, its marks there. */
export interface PlacedQuestion {
  /** single, multiple, judge, case (不定项), material. */
  kind: string
  /** A material question's section name (计算分析题…); empty otherwise. */
  title: string
  /** Questions it counts as: a case's sub-questions, else 1. */
  units: number
  /** Its marks on the paper, in hundredths. */
  marks: number
}

export interface PaperToCheck {
  minutes: number
  /** Hundredths. */
  passMarks: number
  sections: { name: string; questions: PlacedQuestion[] }[]
}

/**
 * A question's marks on a paper, in hundredths: a material question carries its own (its
 * parts'); any other the section's marks for each question it counts as (a case: each
 * sub-question).
 */
export function marksOnPaper(
  question: { kind: string; units: number; ownMarks: number },
  sectionMarks: number,
): number {
  return question.kind === 'material' ? question.ownMarks : sectionMarks * question.units
}

/** A section's name on a paper: 单选题…, or the material section's own (计算分析题). */
export function sectionNameOf(section: PaperSection): string {
  return section.kind === 'material' ? section.title : QUESTION_KIND_NAMES[section.kind]
}

const points = (hundredths: number) => `${hundredths / 100} 分`

function sectionProblems(
  wanted: PaperSection,
  section: PaperToCheck['sections'][number],
  where: string,
): string[] {
  const problems: string[] = []
  const questions = section.questions
  if (wanted.kind === 'material') {
    const strangers = questions.filter((q) => q.kind !== 'material' || q.title !== wanted.title)
    if (strangers.length > 0)
      problems.push(`${where}：只能放${wanted.title}，有 ${strangers.length} 道不是`)
    if (questions.length !== wanted.count) {
      problems.push(`${where}：需要 ${wanted.count} 道，现有 ${questions.length} 道`)
    }
    const total = questions.reduce((sum, q) => sum + q.marks, 0)
    if (total !== Math.round(wanted.totalMarks * 100)) {
      problems.push(`${where}：合计 ${points(total)}，应为 ${wanted.totalMarks} 分`)
    }
    return problems
  }
  const storedKind = wanted.kind === 'indefinite' ? 'case' : wanted.kind
  const strangers = questions.filter((q) => q.kind !== storedKind)
  if (strangers.length > 0) {
    problems.push(
      `${where}：只能放${QUESTION_KIND_NAMES[wanted.kind]}，有 ${strangers.length} 道不是`,
    )
  }
  const units = questions.reduce((sum, q) => sum + q.units, 0)
  if (units !== wanted.count) problems.push(`${where}：需要 ${wanted.count} 道，现有 ${units} 道`)
  if (
    wanted.kind === 'indefinite' &&
    wanted.cases !== undefined &&
    questions.length !== wanted.cases
  ) {
    problems.push(`${where}：需要 ${wanted.cases} 个案例，现有 ${questions.length} 个`)
  }
  const each = Math.round(wanted.marks * 100)
  const wrong = questions.findIndex((q) => q.marks !== each * q.units)
  if (wrong >= 0) {
    problems.push(
      `${where}：每题 ${wanted.marks} 分，第 ${wrong + 1} 题为 ${points(questions[wrong].marks / questions[wrong].units)}`,
    )
  }
  return problems
}

/**
 * What keeps a paper from being the exam's paper, by the real structure (exam-structures.ts):
 * its sections in order, each the right kind, count and marks; its total; its time and pass
 * line. Empty when it may be published.
 */
export function paperStructureProblems(structure: SubjectStructure, paper: PaperToCheck): string[] {
  const problems: string[] = []
  if (paper.sections.length !== structure.sections.length) {
    problems.push(
      `应有 ${structure.sections.length} 个部分（${structure.sections.map(sectionNameOf).join('、')}），现有 ${paper.sections.length} 个`,
    )
  }
  structure.sections.forEach((wanted, index) => {
    const section = paper.sections[index]
    if (!section) return
    const where = `第 ${index + 1} 部分（${sectionNameOf(wanted)}）`
    if (section.name !== sectionNameOf(wanted)) {
      problems.push(`${where}：名称为“${section.name}”，应为“${sectionNameOf(wanted)}”`)
    }
    problems.push(...sectionProblems(wanted, section, where))
  })
  const total = paper.sections
    .flatMap((section) => section.questions)
    .reduce((sum, q) => sum + q.marks, 0)
  if (total !== Math.round(structure.totalMarks * 100)) {
    problems.push(`总分 ${points(total)}，应为 ${structure.totalMarks} 分`)
  }
  if (paper.minutes !== structure.minutes) {
    problems.push(`考试时长 ${paper.minutes} 分钟，应为 ${structure.minutes} 分钟`)
  }
  if (paper.passMarks !== Math.round(structure.passMarks * 100)) {
    problems.push(`及格分 ${points(paper.passMarks)}，应为 ${structure.passMarks} 分`)
  }
  return problems
}
