import { sql, type Kysely, type Selectable } from 'kysely'
import type { BankSubjectTable, Database, PaperKind, PaperTable, PublicPaperKind } from '../schema'

/** The kinds of the school's papers: a learner's own sets are never listed. */
const PUBLIC_PAPER_KINDS: PublicPaperKind[] = ['chapter', 'mock', 'past', 'sprint', 'trial']

export type SubjectRow = Selectable<BankSubjectTable> & { exam_name: string }
export type PaperRow = Selectable<PaperTable>

/**
 * A unit is a question as a learner answers it: a top-level choice, judge or material
 * question, or a sub-question of a 不定项 case. Statistics count units.
 */
const unitsOfPaper = (db: Kysely<Database>) =>
  db
    .selectFrom('paper_questions')
    .innerJoin('questions as top', 'top.id', 'paper_questions.question_id')
    .leftJoin('questions as sub', (join) =>
      join.onRef('sub.parent_id', '=', 'top.id').on('top.kind', '=', 'case'),
    )
    .select(['paper_questions.paper_id', sql<number>`coalesce(sub.id, top.id)`.as('unit_id')])

function subjectQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bank_subjects')
    .innerJoin('bank_exams', 'bank_exams.id', 'bank_subjects.exam_id')
    .selectAll('bank_subjects')
    .select('bank_exams.name as exam_name')
}

export function findSubject(db: Kysely<Database>, id: number): Promise<SubjectRow | undefined> {
  return subjectQuery(db).where('bank_subjects.id', '=', id).executeTakeFirst()
}

/** The exam's subjects of a year, or of its newest year when none is named. */
export async function subjectsOfExam(
  db: Kysely<Database>,
  examId: number,
  year?: number,
): Promise<SubjectRow[]> {
  const newest = await db
    .selectFrom('bank_subjects')
    .select((eb) => eb.fn.max('year').as('year'))
    .where('exam_id', '=', examId)
    .executeTakeFirst()
  const chosen = year ?? (newest?.year === null ? undefined : Number(newest?.year))
  if (chosen === undefined) return []
  return subjectQuery(db)
    .where('bank_subjects.exam_id', '=', examId)
    .where('bank_subjects.year', '=', chosen)
    .orderBy('bank_subjects.sort')
    .orderBy('bank_subjects.id')
    .execute()
}

/** An exam's subjects of one name, newest year first. */
export function subjectsNamed(
  db: Kysely<Database>,
  examId: number,
  name: string,
): Promise<SubjectRow[]> {
  return subjectQuery(db)
    .where('bank_subjects.exam_id', '=', examId)
    .where('bank_subjects.name', '=', name)
    .orderBy('bank_subjects.year', 'desc')
    .execute()
}

/** Every subject of an exam, newest year first. */
export function allSubjectsOfExam(db: Kysely<Database>, examId: number): Promise<SubjectRow[]> {
  return subjectQuery(db)
    .where('bank_subjects.exam_id', '=', examId)
    .orderBy('bank_subjects.year', 'desc')
    .orderBy('bank_subjects.sort')
    .orderBy('bank_subjects.id')
    .execute()
}

export function examExists(db: Kysely<Database>, examId: number) {
  return db.selectFrom('bank_exams').select('id').where('id', '=', examId).executeTakeFirst()
}

export async function subjectCounts(db: Kysely<Database>, subjectId: number) {
  const count = (table: 'bank_chapters' | 'knowledge_points') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', subjectId)
      .$if(table === 'bank_chapters', (q) => q.where('parent_id', 'is', null))
      .executeTakeFirstOrThrow()
  const [chapters, points, papers, trial] = await Promise.all([
    count('bank_chapters'),
    count('knowledge_points'),
    db
      .selectFrom('papers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subject_id', '=', subjectId)
      .where('kind', 'in', ['mock', 'past', 'sprint'])
      .where('status', '=', 'published')
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('papers')
      .select('question_count')
      .where('subject_id', '=', subjectId)
      .where('kind', '=', 'trial')
      .executeTakeFirst(),
  ])
  return {
    chapters: Number(chapters.n),
    points: Number(points.n),
    papers: Number(papers.n),
    trial: Number(trial?.question_count ?? 0),
  }
}

/** The learner's units answered and right at the latest answer, in a subject. */
export async function subjectProgress(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
): Promise<{ done: number; right: number }> {
  const row = await db
    .selectFrom('question_progress')
    .select((eb) => [
      eb.fn.countAll<number>().as('done'),
      eb.fn.sum<number>('last_correct').as('right'),
    ])
    .where('user_id', '=', userId)
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow()
  return { done: Number(row.done), right: Number(row.right ?? 0) }
}

export async function papersOfSubject(
  db: Kysely<Database>,
  subjectId: number,
  kinds: PaperKind[],
  page: number,
  pageSize: number,
): Promise<{ rows: PaperRow[]; total: number }> {
  const base = db
    .selectFrom('papers')
    .where('subject_id', '=', subjectId)
    .where('kind', 'in', kinds)
    .where('status', '=', 'published')
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('sort')
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

export function findPaper(db: Kysely<Database>, id: number): Promise<PaperRow | undefined> {
  return db.selectFrom('papers').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The learner's answered and right units of each paper. */
export async function paperProgress(
  db: Kysely<Database>,
  userId: number,
  paperIds: number[],
): Promise<Map<number, { done: number; right: number }>> {
  if (paperIds.length === 0) return new Map()
  const rows = await db
    .selectFrom(unitsOfPaper(db).where('paper_questions.paper_id', 'in', paperIds).as('units'))
    .innerJoin('question_progress', (join) =>
      join
        .onRef('question_progress.question_id', '=', 'units.unit_id')
        .on('question_progress.user_id', '=', userId),
    )
    .select((eb) => [
      'units.paper_id',
      eb.fn.countAll<number>().as('done'),
      eb.fn.sum<number>('question_progress.last_correct').as('right'),
    ])
    .groupBy('units.paper_id')
    .execute()
  return new Map(
    rows.map((row) => [
      Number(row.paper_id),
      { done: Number(row.done), right: Number(row.right ?? 0) },
    ]),
  )
}

/** The n-th unit (1-based) of a paper: whether it is free. Undefined past its end. */
export async function paperUnitFree(
  db: Kysely<Database>,
  paperId: number,
  position: number,
): Promise<boolean | undefined> {
  const row = await db
    .selectFrom('paper_questions')
    .innerJoin('questions as top', 'top.id', 'paper_questions.question_id')
    .leftJoin('questions as sub', (join) =>
      join.onRef('sub.parent_id', '=', 'top.id').on('top.kind', '=', 'case'),
    )
    .select(sql<number>`coalesce(sub.free, top.free)`.as('free'))
    .where('paper_questions.paper_id', '=', paperId)
    .orderBy('paper_questions.sort')
    .orderBy('sub.sort')
    .limit(1)
    .offset(position - 1)
    .executeTakeFirst()
  return row ? Number(row.free) === 1 : undefined
}

export async function chaptersOfSubject(
  db: Kysely<Database>,
  subjectId: number,
  page: number,
  pageSize: number,
) {
  const base = db
    .selectFrom('bank_chapters')
    .where('bank_chapters.subject_id', '=', subjectId)
    .where('bank_chapters.parent_id', 'is', null)
  const [rows, total] = await Promise.all([
    base
      .leftJoin('papers', (join) =>
        join.onRef('papers.chapter_id', '=', 'bank_chapters.id').on('papers.kind', '=', 'chapter'),
      )
      .select([
        'bank_chapters.id',
        'bank_chapters.title',
        'papers.id as paper_id',
        'papers.question_count',
      ])
      .orderBy('bank_chapters.sort')
      .orderBy('bank_chapters.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const ids = rows.map((row) => Number(row.id))
  const sections =
    ids.length === 0
      ? []
      : await db
          .selectFrom('bank_chapters')
          .select(['parent_id', 'title'])
          .where('parent_id', 'in', ids)
          .orderBy('sort')
          .execute()
  return { rows, sections, total: Number(total.n) }
}

/** The learner's answered and right units per chapter of a subject. */
export async function chapterProgress(db: Kysely<Database>, userId: number, subjectId: number) {
  const rows = await db
    .selectFrom('question_progress')
    .innerJoin('questions', 'questions.id', 'question_progress.question_id')
    .select((eb) => [
      'questions.chapter_id',
      eb.fn.countAll<number>().as('done'),
      eb.fn.sum<number>('question_progress.last_correct').as('right'),
    ])
    .where('question_progress.user_id', '=', userId)
    .where('question_progress.subject_id', '=', subjectId)
    .groupBy('questions.chapter_id')
    .execute()
  return new Map(
    rows.map((row) => [
      Number(row.chapter_id),
      { done: Number(row.done), right: Number(row.right ?? 0) },
    ]),
  )
}

/** The papers the learner answered in last, newest first. */
export async function lastPapers(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom('question_answers')
    .innerJoin('papers', 'papers.id', 'question_answers.paper_id')
    .innerJoin('bank_subjects', 'bank_subjects.id', 'papers.subject_id')
    .select((eb) => [
      'papers.id',
      'papers.title',
      'papers.question_count',
      'papers.subject_id',
      'bank_subjects.name as subject_name',
      eb.fn.max('question_answers.answered_at').as('answered_at'),
    ])
    .where('question_answers.user_id', '=', userId)
    .groupBy([
      'papers.id',
      'papers.title',
      'papers.question_count',
      'papers.subject_id',
      'bank_subjects.name',
    ])
    .orderBy('answered_at', 'desc')
    .limit(limit)
    .execute()
}

/** The goods that sell a subject's bank, cheapest first. */
export function goodsOfSubject(db: Kysely<Database>, subjectId: number) {
  return db
    .selectFrom('goods_subjects')
    .innerJoin('goods', 'goods.id', 'goods_subjects.goods_id')
    .select(['goods.id', 'goods.title', 'goods.price_fen', 'goods.discount_price_fen'])
    .where('goods_subjects.subject_id', '=', subjectId)
    .orderBy('goods.discount_price_fen')
    .orderBy('goods.id')
    .executeTakeFirst()
}

/** A subject's papers of each kind: how many, and their questions together. */
export function paperCountsByKind(db: Kysely<Database>, subjectId: number) {
  return db
    .selectFrom('papers')
    .select((eb) => [
      'kind',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number>('question_count').as('q'),
    ])
    .where('subject_id', '=', subjectId)
    .where('status', '=', 'published')
    .groupBy('kind')
    .execute()
}

export async function pointCount(db: Kysely<Database>, subjectId: number): Promise<number> {
  const row = await db
    .selectFrom('knowledge_points')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** A subject's chapters (not their 节), in order. */
export function chapterTitles(db: Kysely<Database>, subjectId: number) {
  return db
    .selectFrom('bank_chapters')
    .select(['id', 'title'])
    .where('subject_id', '=', subjectId)
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .execute()
}

/** Every paper of a subject in list order; the 押题卷 only when asked for. */
export function allPapersOfSubject(db: Kysely<Database>, subjectId: number, withSprint: boolean) {
  return db
    .selectFrom('papers')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .where('kind', 'in', PUBLIC_PAPER_KINDS)
    .where('status', '=', 'published')
    .$if(!withSprint, (q) => q.where('kind', '!=', 'sprint'))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}
