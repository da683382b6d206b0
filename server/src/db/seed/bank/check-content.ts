import {
  findStructure,
  type PaperSection,
  type SubjectStructure,
} from '@common/constants/exam-structures'
import type {
  CaseSeed,
  ChoiceSeed,
  MaterialSeed,
  PaperSeed,
  PartSeed,
  QuestionSeed,
  SubjectSeed,
} from './content-types'

const LETTERS = 'ABCDEFGH'

/** Marks are compared in hundredths so that 1.5 × 3 is 4.5 exactly. */
const cents = (marks: number) => Math.round(marks * 100)

/** The letters of an answer, or a problem. */
function answerProblem(kind: ChoiceSeed['kind'], options: string[], answer: string): string | null {
  if (options.length < 2 || options.length > LETTERS.length) return `${options.length} options`
  if (options.some((option) => option.trim() === '')) return 'an empty option'
  if (new Set(options).size !== options.length) return 'two options alike'
  const letters = [...answer]
  if (letters.length === 0) return 'no answer'
  if (new Set(letters).size !== letters.length) return `answer ${answer} repeats a letter`
  const allowed = LETTERS.slice(0, options.length)
  if (letters.some((letter) => !allowed.includes(letter))) return `answer ${answer} not in options`
  if ([...letters].sort().join('') !== answer) return `answer ${answer} not in A-Z order`
  if (kind === 'single' && letters.length !== 1) return `single with answer ${answer}`
  if (kind === 'multiple' && letters.length < 2) return `multiple with answer ${answer}`
  return null
}

function partProblems(part: PartSeed): string[] {
  const problems: string[] = []
  if (!(part.marks > 0)) problems.push(`part marks ${part.marks}`)
  if (part.kind === 'single' || part.kind === 'multiple' || part.kind === 'indefinite') {
    const problem = answerProblem(part.kind, part.options, part.answer)
    if (problem) problems.push(problem)
  }
  if (part.kind === 'text' && part.answer.trim() === '') problems.push('text part without answer')
  if (part.kind === 'number' && !Number.isFinite(part.answer)) problems.push('number not finite')
  if (part.kind === 'entry') {
    if (part.answer.length === 0) problems.push('entry without lines')
    for (const entry of part.answer) {
      const debit = entry.filter((line) => line.side === '借')
      const credit = entry.filter((line) => line.side === '贷')
      const sum = (lines: typeof entry) =>
        lines.reduce((total, line) => total + cents(line.amount), 0)
      if (debit.length === 0 || credit.length === 0) problems.push('entry without 借 and 贷')
      if (entry.some((line) => !(line.amount > 0) || line.account.trim() === '')) {
        problems.push('entry line without account or amount')
      }
      if (sum(debit) !== sum(credit)) {
        problems.push(`entry does not balance: 借 ${sum(debit) / 100} 贷 ${sum(credit) / 100}`)
      }
    }
  }
  return problems
}

/** Every problem of one question, each prefixed by where it is. */
function questionProblems(question: QuestionSeed, where: string, points: Set<string>): string[] {
  const problems: string[] = []
  const text = (value: string, what: string) => {
    if (value.trim() === '') problems.push(`${where}: empty ${what}`)
  }
  const pointsOf = (keys: string[]) => {
    if (keys.length === 0) problems.push(`${where}: no knowledge point`)
    for (const key of keys) if (!points.has(key)) problems.push(`${where}: unknown point ${key}`)
  }
  switch (question.kind) {
    case 'single':
    case 'multiple':
    case 'indefinite': {
      text(question.stem, 'stem')
      text(question.analysis, 'analysis')
      pointsOf(question.points)
      const problem = answerProblem(question.kind, question.options, question.answer)
      if (problem) problems.push(`${where}: ${problem}`)
      break
    }
    case 'judge':
      text(question.stem, 'stem')
      text(question.analysis, 'analysis')
      pointsOf(question.points)
      break
    case 'case':
      text(question.material, 'case')
      if (question.questions.length === 0) problems.push(`${where}: case without questions`)
      question.questions.forEach((sub, index) =>
        problems.push(...questionProblems(sub, `${where}.${index + 1}`, points)),
      )
      break
    case 'material':
      text(question.material, 'material')
      pointsOf(question.points)
      if (question.parts.length === 0) problems.push(`${where}: material without parts`)
      question.parts.forEach((part, index) => {
        text(part.stem, 'part stem')
        text(part.analysis, 'part analysis')
        problems.push(...partProblems(part).map((problem) => `${where}.${index + 1}: ${problem}`))
      })
      break
  }
  return problems
}

/** The marks of a material question: the sum of its parts'. */
export function materialMarks(question: MaterialSeed): number {
  return question.parts.reduce((sum, part) => sum + cents(part.marks), 0) / 100
}

function sectionProblems(
  section: PaperSection,
  questions: QuestionSeed[],
  where: string,
): string[] {
  if (section.kind === 'material') {
    const materials = questions.filter((q): q is MaterialSeed => q.kind === 'material')
    const marks = materials.reduce((sum, q) => sum + cents(materialMarks(q)), 0)
    const problems: string[] = []
    if (materials.length !== questions.length || materials.length !== section.count) {
      problems.push(`${where}: ${section.title} needs ${section.count} material questions`)
    }
    if (marks !== cents(section.totalMarks)) {
      problems.push(
        `${where}: ${section.title} parts add up to ${marks / 100}, not ${section.totalMarks}`,
      )
    }
    return problems
  }
  if (section.kind === 'indefinite') {
    const cases = questions.filter((q): q is CaseSeed => q.kind === 'case')
    const count = cases.reduce((sum, item) => sum + item.questions.length, 0)
    const wanted = section.cases ?? cases.length
    return cases.length === questions.length && cases.length === wanted && count === section.count
      ? []
      : [`${where}: 不定项 needs ${wanted} cases of ${section.count} questions in all`]
  }
  const right = questions.filter((q) => q.kind === section.kind).length
  return right === questions.length && right === section.count
    ? []
    : [`${where}: needs ${section.count} ${section.kind} questions, has ${questions.length}`]
}

function paperProblems(paper: PaperSeed, structure: SubjectStructure): string[] {
  if (paper.sections.length !== structure.sections.length) {
    return [
      `${paper.title}: ${paper.sections.length} sections, structure has ${structure.sections.length}`,
    ]
  }
  return structure.sections.flatMap((section, index) =>
    sectionProblems(section, paper.sections[index] ?? [], `${paper.title} §${index + 1}`),
  )
}

/** Each question as a learner answers it: a choice or judge, a 不定项 sub-question, a material question. */
export function countQuestions(questions: QuestionSeed[]): number {
  return questions.reduce((sum, q) => sum + (q.kind === 'case' ? q.questions.length : 1), 0)
}

/** Every question of a subject: its papers' and its practice ones. */
export function allQuestions(seed: SubjectSeed): QuestionSeed[] {
  return [...seed.papers.flatMap((paper) => paper.sections.flat()), ...seed.practice]
}

/** Stems and case texts, to find a question written twice. */
function stemsOf(question: QuestionSeed): string[] {
  if (question.kind === 'case') return [question.material]
  if (question.kind === 'material') return [question.material]
  return [question.stem]
}

/** Every problem of a subject's content; empty when it may be loaded. */
export function checkSubjectSeed(seed: SubjectSeed): string[] {
  const structure = findStructure(seed.examId, seed.name)
  if (!structure) return [`${seed.name}: no structure in exam-structures.ts`]
  const problems: string[] = []
  const allPoints = seed.chapters.flatMap((chapter) => chapter.points)
  const keys = new Set(allPoints.map((point) => point.key))
  if (seed.chapters.length === 0) problems.push('no chapters')
  if (keys.size !== allPoints.length) problems.push('two knowledge points share a key')
  if (allPoints.length < 10) problems.push(`${allPoints.length} knowledge points, fewer than 10`)
  for (const point of allPoints) {
    if (!Number.isInteger(point.importance) || point.importance < 0 || point.importance > 10) {
      problems.push(`point ${point.key}: importance ${point.importance}`)
    }
  }
  if (!seed.papers.some((paper) => paper.kind === 'mock')) problems.push('no mock paper')
  for (const paper of seed.papers) problems.push(...paperProblems(paper, structure))
  const questions = allQuestions(seed)
  questions.forEach((question, index) =>
    problems.push(...questionProblems(question, `${seed.name} question ${index + 1}`, keys)),
  )
  const seen = new Set<string>()
  for (const stem of questions.flatMap(stemsOf)) {
    if (seen.has(stem)) problems.push(`written twice: ${stem.slice(0, 30)}`)
    seen.add(stem)
  }
  return problems
}
