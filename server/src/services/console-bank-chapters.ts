import type { Kysely, Transaction } from 'kysely'
import type {
  BankChapterChange,
  ConsoleBankChapter,
  ConsoleKnowledge,
  KnowledgeChange,
  NewBankChapter,
  NewKnowledge,
} from '@common/contracts/console-bank'
import { catalogueNameError } from '@common/rules/bank-catalogue'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>

const countsBy = (rows: { id: number | string; n: number | string | bigint }[]) =>
  new Map(rows.map((row) => [Number(row.id), Number(row.n)]))

/** A subject's chapters in order, each with its 节, its points and how many questions it holds. */
export async function consoleBankChapters(
  db: Kysely<Database>,
  subjectId: number,
): Promise<ConsoleBankChapter[]> {
  const subject = await db
    .selectFrom('bank_subjects')
    .select('id')
    .where('id', '=', subjectId)
    .executeTakeFirst()
  if (!subject) throw FAILURES.subjectNotFound()
  const [chapters, points, questionCounts, pointCounts, lessons] = await Promise.all([
    db
      .selectFrom('bank_chapters')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('knowledge_points')
      .selectAll()
      .where('subject_id', '=', subjectId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('questions')
      .select((eb) => ['chapter_id as id', eb.fn.countAll<number>().as('n')])
      .where('subject_id', '=', subjectId)
      .where('parent_id', 'is', null)
      .groupBy('chapter_id')
      .execute(),
    db
      .selectFrom('question_points')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
      .select((eb) => ['question_points.point_id as id', eb.fn.countAll<number>().as('n')])
      .where('knowledge_points.subject_id', '=', subjectId)
      .groupBy('question_points.point_id')
      .execute(),
    db
      .selectFrom('lesson_points')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'lesson_points.point_id')
      .select(['lesson_points.point_id', 'lesson_points.lesson_id'])
      .where('knowledge_points.subject_id', '=', subjectId)
      .orderBy('lesson_points.lesson_id')
      .execute(),
  ])
  const questionsOf = countsBy(questionCounts)
  const questionsOfPoint = countsBy(pointCounts)
  return chapters
    .filter((chapter) => chapter.parent_id === null)
    .map((chapter) => ({
      id: Number(chapter.id),
      title: chapter.title,
      sort: Number(chapter.sort),
      questionCount: questionsOf.get(Number(chapter.id)) ?? 0,
      sections: chapters
        .filter((section) => Number(section.parent_id) === Number(chapter.id))
        .map((section) => ({
          id: Number(section.id),
          title: section.title,
          sort: Number(section.sort),
        })),
      points: points
        .filter((point) => Number(point.chapter_id) === Number(chapter.id))
        .map((point) => ({
          id: Number(point.id),
          chapterId: Number(point.chapter_id),
          name: point.name,
          importance: Number(point.importance),
          questionCount: questionsOfPoint.get(Number(point.id)) ?? 0,
          lessonIds: lessons
            .filter((link) => Number(link.point_id) === Number(point.id))
            .map((link) => Number(link.lesson_id)),
        })),
    }))
}

async function nextSort(db: Db, subjectId: number, parentId: number | null) {
  const row = await db
    .selectFrom('bank_chapters')
    .select((eb) => eb.fn.max<number>('sort').as('sort'))
    .where('subject_id', '=', subjectId)
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .executeTakeFirst()
  return row?.sort === null || row?.sort === undefined ? 0 : Number(row.sort) + 1
}

/** A chapter at the end of the subject's (or a 节 at the end of its chapter's). */
export async function createBankChapter(
  db: Kysely<Database>,
  input: NewBankChapter,
  actor: Actor,
  now: Instant,
) {
  assertValid(catalogueNameError(input.title, '章节'))
  const title = input.title.trim()
  const parentId = input.parentId ?? null
  const subject = await db
    .selectFrom('bank_subjects')
    .select('id')
    .where('id', '=', input.subjectId)
    .executeTakeFirst()
  if (!subject) throw FAILURES.subjectNotFound()
  if (parentId !== null) {
    const parent = await db
      .selectFrom('bank_chapters')
      .select('parent_id')
      .where('id', '=', parentId)
      .where('subject_id', '=', input.subjectId)
      .executeTakeFirst()
    if (!parent) throw new ApiFailure(400, '上级章节不属于该科目')
    if (parent.parent_id !== null) throw new ApiFailure(400, '节下不能再分节')
  }
  return db.transaction().execute(async (trx) => {
    const twin = await trx
      .selectFrom('bank_chapters')
      .select('id')
      .where('subject_id', '=', input.subjectId)
      .where('parent_id', 'is', null)
      .where('title', '=', title)
      .executeTakeFirst()
    // Imports name a chapter by its title: two chapters of one title could not be told apart.
    if (parentId === null && twin) throw new ApiFailure(409, `该科目已有章节“${title}”`)
    const sort = input.sort ?? (await nextSort(trx, input.subjectId, parentId))
    const made = await trx
      .insertInto('bank_chapters')
      .values({ subject_id: input.subjectId, parent_id: parentId, title, sort })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(made.id)
    await audit(
      trx,
      actor,
      'bank-chapter.create',
      `subject:${input.subjectId}`,
      { after: { title } },
      now,
    )
    return { id, parentId, title, sort }
  })
}

async function chapterRow(db: Db, id: number) {
  const row = await db
    .selectFrom('bank_chapters')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw FAILURES.chapterNotFound()
  return row
}

export async function changeBankChapter(
  db: Kysely<Database>,
  id: number,
  change: BankChapterChange,
  actor: Actor,
  now: Instant,
) {
  const before = await chapterRow(db, id)
  const title = (change.title ?? before.title).trim()
  assertValid(catalogueNameError(title, '章节'))
  const sort = change.sort ?? Number(before.sort)
  await db.transaction().execute(async (trx) => {
    if (before.parent_id === null && title !== before.title) {
      const twin = await trx
        .selectFrom('bank_chapters')
        .select('id')
        .where('subject_id', '=', before.subject_id)
        .where('parent_id', 'is', null)
        .where('title', '=', title)
        .executeTakeFirst()
      if (twin) throw new ApiFailure(409, `该科目已有章节“${title}”`)
    }
    await trx.updateTable('bank_chapters').set({ title, sort }).where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'bank-chapter.update',
      `subject:${before.subject_id}`,
      { before: { title: before.title }, after: { title } },
      now,
    )
  })
  return { id, parentId: before.parent_id === null ? null : Number(before.parent_id), title, sort }
}

/** Deletes a 节, or a chapter that holds nothing: no 节, points, questions or papers. */
export async function deleteBankChapter(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
  now: Instant,
) {
  const chapter = await chapterRow(db, id)
  const count = async (query: Promise<{ n: number | string | bigint } | undefined>) =>
    Number((await query)?.n ?? 0)
  if (chapter.parent_id === null) {
    const [sections, points, questions, papers] = await Promise.all([
      count(
        db
          .selectFrom('bank_chapters')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('parent_id', '=', id)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('knowledge_points')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('chapter_id', '=', id)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('questions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('chapter_id', '=', id)
          .executeTakeFirst(),
      ),
      count(
        db
          .selectFrom('papers')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('chapter_id', '=', id)
          .executeTakeFirst(),
      ),
    ])
    const held = [
      sections && `${sections} 个节`,
      points && `${points} 个知识点`,
      questions && `${questions} 道题`,
      papers && `${papers} 份练习`,
    ].filter(Boolean)
    if (held.length > 0) throw new ApiFailure(409, `该章节还有${held.join('、')}，不能删除`)
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('bank_chapters').where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'bank-chapter.delete',
      `subject:${chapter.subject_id}`,
      { before: { title: chapter.title } },
      now,
    )
  })
}

async function checkedLessons(db: Db, lessonIds: number[] | undefined) {
  if (!lessonIds || lessonIds.length === 0) return []
  const unique = [...new Set(lessonIds)]
  const found = await db.selectFrom('lessons').select('id').where('id', 'in', unique).execute()
  if (found.length !== unique.length) throw FAILURES.lessonNotFound()
  return unique
}

async function setLessons(trx: Db, pointId: number, lessonIds: number[]) {
  await trx.deleteFrom('lesson_points').where('point_id', '=', pointId).execute()
  if (lessonIds.length > 0) {
    await trx
      .insertInto('lesson_points')
      .values(lessonIds.map((lessonId) => ({ lesson_id: lessonId, point_id: pointId })))
      .execute()
  }
}

async function knowledgeOf(db: Db, id: number): Promise<ConsoleKnowledge> {
  const row = await db
    .selectFrom('knowledge_points')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw FAILURES.pointNotFound()
  const [questions, lessons] = await Promise.all([
    db
      .selectFrom('question_points')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('point_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('lesson_points')
      .select('lesson_id')
      .where('point_id', '=', id)
      .orderBy('lesson_id')
      .execute(),
  ])
  return {
    id,
    chapterId: Number(row.chapter_id),
    name: row.name,
    importance: Number(row.importance),
    questionCount: Number(questions?.n ?? 0),
    lessonIds: lessons.map((link) => Number(link.lesson_id)),
  }
}

async function assertChapterOfSubject(db: Db, chapterId: number, subjectId: number) {
  const chapter = await db
    .selectFrom('bank_chapters')
    .select('id')
    .where('id', '=', chapterId)
    .where('subject_id', '=', subjectId)
    .where('parent_id', 'is', null)
    .executeTakeFirst()
  if (!chapter) throw new ApiFailure(400, '知识点须属于该科目的一章')
}

async function assertNoTwinPoint(db: Db, subjectId: number, name: string, except = 0) {
  const twin = await db
    .selectFrom('knowledge_points')
    .select('id')
    .where('subject_id', '=', subjectId)
    .where('name', '=', name)
    .where('id', '!=', except)
    .executeTakeFirst()
  // Imports name points by their names: two of one name could not be told apart.
  if (twin) throw new ApiFailure(409, `该科目已有知识点“${name}”`)
}

/** A knowledge point of a chapter, with its importance (0–10) and the lessons that teach it. */
export async function createKnowledge(
  db: Kysely<Database>,
  input: NewKnowledge,
  actor: Actor,
  now: Instant,
): Promise<ConsoleKnowledge> {
  assertValid(catalogueNameError(input.name, '知识点'))
  const name = input.name.trim()
  await assertChapterOfSubject(db, input.chapterId, input.subjectId)
  const lessonIds = await checkedLessons(db, input.lessonIds)
  const id = await db.transaction().execute(async (trx) => {
    await assertNoTwinPoint(trx, input.subjectId, name)
    const last = await trx
      .selectFrom('knowledge_points')
      .select((eb) => eb.fn.max<number>('sort').as('sort'))
      .where('chapter_id', '=', input.chapterId)
      .executeTakeFirst()
    const made = await trx
      .insertInto('knowledge_points')
      .values({
        subject_id: input.subjectId,
        chapter_id: input.chapterId,
        name,
        importance: input.importance,
        sort: last?.sort === null || last?.sort === undefined ? 0 : Number(last.sort) + 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const pointId = Number(made.id)
    await setLessons(trx, pointId, lessonIds)
    await audit(
      trx,
      actor,
      'knowledge.create',
      `knowledge:${pointId}`,
      { after: { name, importance: input.importance, lessonIds } },
      now,
    )
    return pointId
  })
  return knowledgeOf(db, id)
}

export async function changeKnowledge(
  db: Kysely<Database>,
  id: number,
  change: KnowledgeChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleKnowledge> {
  const before = await knowledgeOf(db, id)
  const row = await db
    .selectFrom('knowledge_points')
    .select('subject_id')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const subjectId = Number(row.subject_id)
  const name = (change.name ?? before.name).trim()
  assertValid(catalogueNameError(name, '知识点'))
  const chapterId = change.chapterId ?? before.chapterId
  if (chapterId !== before.chapterId) await assertChapterOfSubject(db, chapterId, subjectId)
  const lessonIds =
    change.lessonIds === undefined ? before.lessonIds : await checkedLessons(db, change.lessonIds)
  const importance = change.importance ?? before.importance
  await db.transaction().execute(async (trx) => {
    await assertNoTwinPoint(trx, subjectId, name, id)
    await trx
      .updateTable('knowledge_points')
      .set({ name, importance, chapter_id: chapterId })
      .where('id', '=', id)
      .execute()
    await setLessons(trx, id, lessonIds)
    await audit(
      trx,
      actor,
      'knowledge.update',
      `knowledge:${id}`,
      {
        before: { name: before.name, importance: before.importance, lessonIds: before.lessonIds },
        after: { name, importance, lessonIds },
      },
      now,
    )
  })
  return knowledgeOf(db, id)
}

/** Deletes a point no question is linked to (its lesson links go with it). */
export async function deleteKnowledge(
  db: Kysely<Database>,
  id: number,
  actor: Actor,
  now: Instant,
) {
  const point = await knowledgeOf(db, id)
  if (point.questionCount > 0) {
    throw new ApiFailure(409, `该知识点关联了 ${point.questionCount} 道题，不能删除`)
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('lesson_points').where('point_id', '=', id).execute()
    await trx.deleteFrom('knowledge_points').where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'knowledge.delete',
      `knowledge:${id}`,
      { before: { name: point.name } },
      now,
    )
  })
}
