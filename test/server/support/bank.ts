import type { HasDb } from './test-database'
import { sql } from 'kysely'
import { subjectsNamed } from '@server/db/repositories/bank'
import { answerChoice } from '@server/services/answers'

/** A seeded subject of the newest exam year, by exam and name. */
export async function bankSubject(
  app: HasDb,
  examId: number,
  name: string,
): Promise<{ id: number; year: number; questionCount: number; examDate: number }> {
  const [row] = await subjectsNamed(app.db, examId, name)
  if (!row) throw new Error(`the seed has no bank subject ${name}`)
  return {
    id: Number(row.id),
    year: Number(row.year),
    questionCount: Number(row.question_count),
    examDate: Number(row.exam_date),
  }
}

/** A subject's choice units (top-level or under a 不定项 case) with their options, in order. */
export async function choiceUnits(app: HasDb, subjectId: number, limit = 1000) {
  const units = await app.db
    .selectFrom('questions')
    .leftJoin('questions as parent', 'parent.id', 'questions.parent_id')
    .select(['questions.id', 'questions.chapter_id'])
    .where('questions.subject_id', '=', subjectId)
    .where('questions.kind', 'in', ['single', 'multiple', 'judge', 'indefinite'])
    .where((eb) => eb.or([eb('questions.parent_id', 'is', null), eb('parent.kind', '=', 'case')]))
    .orderBy('questions.sort')
    .limit(limit)
    .execute()
  const options = await app.db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'correct'])
    .where(
      'question_id',
      'in',
      units.map((unit) => Number(unit.id)),
    )
    .orderBy('sort')
    .execute()
  return units.map((unit) => {
    const own = options.filter((option) => Number(option.question_id) === Number(unit.id))
    return {
      id: Number(unit.id),
      chapterId: Number(unit.chapter_id),
      right: own.filter((o) => Number(o.correct) === 1).map((o) => Number(o.id)),
      wrong: [Number(own.find((o) => Number(o.correct) === 0)?.id)],
    }
  })
}

/** Answers units as a learner would: right where `rights[i]` is true, else wrong. */
export async function answerUnits(
  app: HasDb,
  userId: number,
  units: Awaited<ReturnType<typeof choiceUnits>>,
  rights: boolean[],
  paperId: number | null = null,
): Promise<void> {
  for (const [index, right] of rights.entries()) {
    const unit = units[index]
    await answerChoice(
      app.db,
      {
        userId,
        questionId: unit.id,
        optionIds: right ? unit.right : unit.wrong,
        paperId,
      },
      Date.now(),
    )
  }
}

/** Units a learner answers in a subject, counted straight from the question rows. */
export async function countUnits(app: HasDb, subjectId: number): Promise<number> {
  const row = await app.db
    .selectFrom('questions')
    .leftJoin('questions as parent', 'parent.id', 'questions.parent_id')
    .select(sql<number>`count(*)`.as('n'))
    .where('questions.subject_id', '=', subjectId)
    .where((eb) =>
      eb.or([
        eb.and([eb('questions.parent_id', 'is', null), eb('questions.kind', '!=', 'case')]),
        eb('parent.kind', '=', 'case'),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A subject's papers of a kind, in list order. */
export async function papersOf(app: HasDb, subjectId: number, kind: string) {
  const rows = await app.db
    .selectFrom('papers')
    .select(['id', 'title', 'question_count', 'total_marks'])
    .where('subject_id', '=', subjectId)
    .where('kind', '=', kind as never)
    .orderBy('sort')
    .execute()
  return rows.map((row) => ({
    id: Number(row.id),
    title: row.title,
    questionCount: Number(row.question_count),
    totalMarks: Number(row.total_marks) / 100,
  }))
}

/** The choice units of a paper in order (a case's sub-questions in its place). */
export async function paperChoiceUnits(app: HasDb, paperId: number) {
  const rows = await app.db
    .selectFrom('paper_questions')
    .innerJoin('questions as top', 'top.id', 'paper_questions.question_id')
    .leftJoin('questions as sub', (join) =>
      join.onRef('sub.parent_id', '=', 'top.id').on('top.kind', '=', 'case'),
    )
    .select(sql<number>`coalesce(sub.id, top.id)`.as('id'))
    .select(sql<string>`coalesce(sub.kind, top.kind)`.as('kind'))
    .where('paper_questions.paper_id', '=', paperId)
    .orderBy('paper_questions.sort')
    .orderBy('sub.sort')
    .execute()
  const ids = new Set(rows.filter((row) => row.kind !== 'material').map((row) => Number(row.id)))
  const subjectId = Number(
    (
      await app.db
        .selectFrom('papers')
        .select('subject_id')
        .where('id', '=', paperId)
        .executeTakeFirstOrThrow()
    ).subject_id,
  )
  const all = await choiceUnits(app, subjectId)
  return rows.flatMap((row) => all.filter((unit) => unit.id === Number(row.id) && ids.has(unit.id)))
}
