import type { Kysely, Selectable } from 'kysely'
import type {
  PracticeMode,
  PracticeQuestion,
  PracticeQuestionType,
} from '@common/contracts/practice'
import {
  attemptQuestionRows,
  childRows,
  optionRows,
  paperQuestionRows,
} from '../db/repositories/attempts'
import type { Database, QuestionTable } from '../db/schema'

type QuestionRow = Selectable<QuestionTable>

/** Marks of a question on a paper without marks of its own (chapter practice, free trial). */
const PRACTICE_MARKS = 100

/**
 * A question of a paper with everything the server needs to score it; `score` and all marks
 * are in hundredths here and become marks only in what is sent.
 */
export interface PaperQuestion {
  id: number
  type: PracticeQuestionType
  kind: QuestionRow['kind']
  stem: string
  chapterId: number
  title: string
  unit: string
  /** Hundredths. */
  score: number
  options: { id: number; text: string; correct: boolean }[]
  analysis: string
  /** A text part's model answer; a number part's value; an entry part's lines as JSON. */
  modelAnswer: string
  children: PaperQuestion[]
}

export function modelOf(row: QuestionRow): { model: string; unit: string } {
  if (row.kind === 'number') {
    const { value, unit } = JSON.parse(row.model_answer) as { value: number; unit: string }
    return { model: String(value), unit }
  }
  return { model: row.model_answer, unit: '' }
}

/**
 * Hundredths of a mark shared among `count` questions: equal shares, the first ones a
 * hundredth more where they do not divide evenly, so that they add up to the whole.
 */
export function splitMarks(total: number, count: number): number[] {
  if (count <= 0) return []
  const base = Math.floor(total / count)
  return Array.from({ length: count }, (_, index) => base + (index < total - base * count ? 1 : 0))
}

/** A paper's questions as they are now, as a tree (cases and material questions hold their children). */
export async function loadPaperQuestions(
  db: Kysely<Database>,
  paperId: number,
): Promise<PaperQuestion[]> {
  return questionTree(db, await paperQuestionRows(db, paperId))
}

/** The questions an attempt started with, as a tree: later changes to its paper leave them. */
export async function loadAttemptQuestions(
  db: Kysely<Database>,
  attemptId: number,
): Promise<PaperQuestion[]> {
  return questionTree(db, await attemptQuestionRows(db, attemptId))
}

async function questionTree(
  db: Kysely<Database>,
  top: (QuestionRow & { paper_marks: number })[],
): Promise<PaperQuestion[]> {
  const children = await childRows(
    db,
    top
      .filter((row) => row.kind === 'case' || row.kind === 'material')
      .map((row) => Number(row.id)),
  )
  const options = await optionRows(
    db,
    [...top, ...children].map((row) => Number(row.id)),
  )
  const optionsOf = (id: number) =>
    options
      .filter((option) => Number(option.question_id) === id)
      .map((option) => ({
        id: Number(option.id),
        text: option.content,
        correct: Number(option.correct) === 1,
      }))
  const build = (row: QuestionRow, score: number, kids: PaperQuestion[]): PaperQuestion => {
    const { model, unit } = modelOf(row)
    return {
      id: Number(row.id),
      type: row.kind,
      kind: row.kind,
      stem: row.stem,
      chapterId: Number(row.chapter_id),
      title: row.title,
      unit,
      score,
      options: optionsOf(Number(row.id)),
      analysis: row.analysis,
      modelAnswer: model,
      children: kids,
    }
  }
  return top.map((row) => {
    const id = Number(row.id)
    const paperMarks = Number(row.paper_marks)
    const kids = children.filter((child) => Number(child.parent_id) === id)
    if (row.kind === 'case') {
      // A case's marks are all its sub-questions', shared so that they add up exactly.
      const shares =
        paperMarks > 0 ? splitMarks(paperMarks, kids.length) : kids.map(() => PRACTICE_MARKS)
      const subs = kids.map((kid, index) => build(kid, shares[index], []))
      return build(
        row,
        subs.reduce((sum, sub) => sum + sub.score, 0),
        subs,
      )
    }
    if (row.kind === 'material') {
      // On a paper a part keeps its own marks; in a practice set the question counts 1, as
      // the bank counts it (countedQuestions), its parts sharing that mark.
      const shares =
        paperMarks > 0
          ? kids.map((kid) => Number(kid.marks) || PRACTICE_MARKS)
          : splitMarks(PRACTICE_MARKS, kids.length)
      const parts = kids.map((kid, index) => build(kid, shares[index], []))
      return build(
        row,
        parts.reduce((sum, part) => sum + part.score, 0),
        parts,
      )
    }
    return build(row, paperMarks > 0 ? paperMarks : PRACTICE_MARKS, [])
  })
}

/** Questions as the bank counts them: a case's sub-questions each, a material question once. */
export function countedQuestions(questions: PaperQuestion[]): number {
  return questions.reduce(
    (sum, question) => sum + (question.kind === 'case' ? question.children.length : 1),
    0,
  )
}

/** The questions a learner answers: choices, a case's sub-questions, a material's parts. */
export function answerable(questions: PaperQuestion[]): PaperQuestion[] {
  return questions.flatMap((question) =>
    question.children.length > 0 ? question.children : [question],
  )
}

/**
 * A question as sent: marks in marks; in exam mode nothing of the answer or the 解析, in
 * practice mode the right options, the 解析 and the model answer too (背题 shows them).
 */
export function questionView(question: PaperQuestion, mode: PracticeMode): PracticeQuestion {
  const view: PracticeQuestion = {
    id: question.id,
    type: question.type,
    stem: question.stem,
    options: question.options.map(({ id, text }) => ({ id, text })),
    score: question.score / 100,
    chapterId: question.chapterId,
    title: question.title,
    unit: question.unit,
    children: question.children.map((child) => questionView(child, mode)),
  }
  if (mode === 'practice') {
    view.correctOptionIds = question.options.filter((o) => o.correct).map((o) => o.id)
    view.analysis = question.analysis
    view.modelAnswer = question.modelAnswer
  }
  return view
}
