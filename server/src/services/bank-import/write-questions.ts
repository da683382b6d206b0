import { sql, type Kysely, type Transaction } from 'kysely'
import { JUDGE_ANSWERS, OPTION_LETTERS } from '@common/constants/bank-import'
import type { Database, StoredQuestionKind } from '@server/db/schema'
import {
  normalizedStem,
  type ImportedPart,
  type ImportedQuestion,
  type SubjectIndex,
} from './model'

type Db = Kysely<Database> | Transaction<Database>

/** Where imported questions come from, as a learner's question shows it. */
export const IMPORT_SOURCE = '原创'

/** The chapters, points and stems an import into a subject is checked against. */
export async function subjectIndex(db: Db, subjectId: number): Promise<SubjectIndex> {
  const [chapters, points, stems] = await Promise.all([
    db
      .selectFrom('bank_chapters')
      .select(['id', 'title'])
      .where('subject_id', '=', subjectId)
      .where('parent_id', 'is', null)
      .execute(),
    db
      .selectFrom('knowledge_points')
      .select(['id', 'name'])
      .where('subject_id', '=', subjectId)
      .execute(),
    db
      .selectFrom('questions')
      .select('stem')
      .where('subject_id', '=', subjectId)
      .where('parent_id', 'is', null)
      .execute(),
  ])
  return {
    chapters: new Map(chapters.map((row) => [row.title, Number(row.id)])),
    points: new Map(points.map((row) => [row.name, Number(row.id)])),
    stems: new Set(stems.map((row) => normalizedStem(row.stem))),
  }
}

/** A part's model answer as stored: a number's value and unit, entries' lines, a text. */
export function modelAnswer(part: ImportedPart): string {
  if (part.kind === 'number') {
    const [value, unit = ''] = part.answer.split(' ')
    return JSON.stringify({ value: Number(value), unit })
  }
  if (part.kind === 'entry') return JSON.stringify(part.entries)
  if (part.kind === 'text') return part.answer
  return ''
}

export function optionsOf(part: ImportedPart): { content: string; correct: boolean }[] {
  if (part.kind === 'judge') {
    const right = JUDGE_ANSWERS[part.answer as keyof typeof JUDGE_ANSWERS]
    return [
      { content: '正确', correct: right },
      { content: '错误', correct: !right },
    ]
  }
  return part.options.map((content, index) => ({
    content,
    correct: part.answer.includes(OPTION_LETTERS[index]),
  }))
}

/** Writes the questions of a subject's import; returns the ids of those made, in order. */
export async function writeQuestions(
  db: Transaction<Database>,
  subjectId: number,
  index: SubjectIndex,
  questions: ImportedQuestion[],
): Promise<number[]> {
  const { sort: lastSort } = await db
    .selectFrom('questions')
    .select(sql<number>`coalesce(max(sort), -1)`.as('sort'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow()
  let sort = Number(lastSort) + 1

  const insert = async (values: {
    parentId: number | null
    chapterId: number
    kind: StoredQuestionKind
    stem: string
    title?: string
    part?: ImportedPart
    marks?: number
    points: string[]
  }): Promise<number> => {
    const { part } = values
    const row = await db
      .insertInto('questions')
      .values({
        subject_id: subjectId,
        chapter_id: values.chapterId,
        parent_id: values.parentId,
        kind: values.kind,
        title: values.title ?? '',
        stem: values.stem,
        analysis: part?.analysis ?? '',
        model_answer: part ? modelAnswer(part) : '',
        marks: values.marks ?? part?.marks ?? 0,
        difficulty: part?.difficulty ?? 2,
        source: IMPORT_SOURCE,
        sort: sort++,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(row.id)
    const options = part ? optionsOf(part) : []
    if (options.length > 0) {
      await db
        .insertInto('question_options')
        .values(
          options.map((option, index) => ({
            question_id: id,
            content: option.content,
            correct: option.correct ? 1 : 0,
            sort: index,
          })),
        )
        .execute()
    }
    const pointIds = [...new Set(values.points)].map((name) => index.points.get(name) as number)
    if (pointIds.length > 0) {
      await db
        .insertInto('question_points')
        .values(pointIds.map((point_id) => ({ question_id: id, point_id })))
        .execute()
    }
    return id
  }

  // Each chapter's practice (its 'chapter' paper) gets the new questions at its end.
  const added = new Map<number, { id: number; units: number }[]>()
  const made: number[] = []
  let units = 0
  for (const question of questions) {
    const chapterId = index.chapters.get(question.chapter) as number
    let id: number
    let questionUnits = 1
    if (question.shape === 'standalone') {
      const [part] = question.parts
      id = await insertWith(part, null)
    } else {
      const isCase = question.shape === 'case'
      id = await insert({
        parentId: null,
        chapterId,
        kind: isCase ? 'case' : 'material',
        title: question.title,
        stem: question.material,
        marks: isCase ? 0 : question.parts.reduce((sum, part) => sum + part.marks, 0),
        // A material question's points are its parts' (a case's stay on each sub-question).
        points: isCase ? [] : question.parts.flatMap((part) => part.points),
      })
      for (const part of question.parts) await insertWith(part, id, !isCase)
      if (isCase) questionUnits = question.parts.length
    }
    units += questionUnits
    made.push(id)
    const list = added.get(chapterId) ?? []
    list.push({ id, units: questionUnits })
    added.set(chapterId, list)

    async function insertWith(part: ImportedPart, parentId: number | null, noPoints = false) {
      return insert({
        parentId,
        chapterId,
        kind: part.kind,
        stem: part.stem,
        part,
        points: noPoints ? [] : part.points,
      })
    }
  }

  for (const [chapterId, list] of added)
    await appendToChapterPractice(db, subjectId, chapterId, list)
  await db
    .updateTable('bank_subjects')
    .set((eb) => ({ question_count: eb('question_count', '+', units) }))
    .where('id', '=', subjectId)
    .execute()
  return made
}

/** Adds questions at the end of a chapter's practice, making the practice if it has none. */
export async function appendToChapterPractice(
  db: Transaction<Database>,
  subjectId: number,
  chapterId: number,
  questions: { id: number; units: number }[],
): Promise<void> {
  const units = questions.reduce((sum, question) => sum + question.units, 0)
  let paper = await db
    .selectFrom('papers')
    .select('id')
    .where('subject_id', '=', subjectId)
    .where('kind', '=', 'chapter')
    .where('chapter_id', '=', chapterId)
    .executeTakeFirst()
  if (!paper) {
    const chapter = await db
      .selectFrom('bank_chapters')
      .select('title')
      .where('id', '=', chapterId)
      .executeTakeFirstOrThrow()
    const { sort } = await db
      .selectFrom('papers')
      .select(sql<number>`coalesce(max(sort), -1)`.as('sort'))
      .where('subject_id', '=', subjectId)
      .executeTakeFirstOrThrow()
    paper = await db
      .insertInto('papers')
      .values({
        subject_id: subjectId,
        kind: 'chapter',
        chapter_id: chapterId,
        title: chapter.title,
        sort: Number(sort) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  }
  const paperId = Number(paper.id)
  const { sort: last } = await db
    .selectFrom('paper_questions')
    .select(sql<number>`coalesce(max(sort), -1)`.as('sort'))
    .where('paper_id', '=', paperId)
    .executeTakeFirstOrThrow()
  await db
    .insertInto('paper_questions')
    .values(
      questions.map((question, index) => ({
        paper_id: paperId,
        question_id: question.id,
        sort: Number(last) + 1 + index,
      })),
    )
    .execute()
  await db
    .updateTable('papers')
    .set((eb) => ({ question_count: eb('question_count', '+', units) }))
    .where('id', '=', paperId)
    .execute()
}
