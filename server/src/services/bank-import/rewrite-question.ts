import { sql, type Transaction } from 'kysely'
import type { Database, StoredQuestionKind } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { ImportedPart, ImportedQuestion, SubjectIndex } from './model'
import { SHAPE_FIXED } from './model'
import { appendToChapterPractice, IMPORT_SOURCE, modelAnswer, optionsOf } from './write-questions'

type Trx = Transaction<Database>

/** What a stored question is, by its row's kind. */
function shapeOf(kind: StoredQuestionKind): ImportedQuestion['shape'] {
  return kind === 'case' ? 'case' : kind === 'material' ? 'material' : 'standalone'
}

/** Options in place, by position: an answer names option ids, so kept options keep theirs. */
async function rewriteOptions(trx: Trx, questionId: number, part: ImportedPart) {
  const wanted = optionsOf(part)
  const existing = await trx
    .selectFrom('question_options')
    .select('id')
    .where('question_id', '=', questionId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  for (const [index, option] of wanted.entries()) {
    const values = { content: option.content, correct: option.correct ? 1 : 0, sort: index }
    if (index < existing.length) {
      await trx
        .updateTable('question_options')
        .set(values)
        .where('id', '=', existing[index].id)
        .execute()
    } else {
      await trx
        .insertInto('question_options')
        .values({ ...values, question_id: questionId })
        .execute()
    }
  }
  const surplus = existing.slice(wanted.length).map((row) => Number(row.id))
  if (surplus.length > 0)
    await trx.deleteFrom('question_options').where('id', 'in', surplus).execute()
}

async function rewritePoints(trx: Trx, questionId: number, names: string[], index: SubjectIndex) {
  await trx.deleteFrom('question_points').where('question_id', '=', questionId).execute()
  const ids = [...new Set(names)].map((name) => index.points.get(name) as number)
  if (ids.length > 0) {
    await trx
      .insertInto('question_points')
      .values(ids.map((point_id) => ({ question_id: questionId, point_id })))
      .execute()
  }
}

const partColumns = (part: ImportedPart, chapterId: number) => ({
  chapter_id: chapterId,
  kind: part.kind,
  stem: part.stem,
  analysis: part.analysis,
  model_answer: modelAnswer(part),
  marks: part.marks,
  difficulty: part.difficulty,
})

/** Whether learners have answered a question: then it is not deleted. */
async function answered(trx: Trx, questionId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('question_answers')
    .select('id')
    .where('question_id', '=', questionId)
    .limit(1)
    .executeTakeFirst()
  const saved = await trx
    .selectFrom('attempt_answers')
    .select('attempt_id')
    .where('question_id', '=', questionId)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined || saved !== undefined
}

/**
 * Rewrites a question of the bank in place from its form (checked by the import's rules): its
 * row, options (by position), points and parts keep their ids, so learners' answers, notes and
 * favourites stay with it. Its kind of question (single, case, material) does not change; a
 * part learners answered is not removed. A question moved to another chapter moves to that
 * chapter's practice; a case's count of sub-questions changes the counts of its subject and
 * papers. Papers keep the marks they gave it; attempts keep their own list.
 */
export async function rewriteQuestion(
  trx: Trx,
  subjectId: number,
  index: SubjectIndex,
  questionId: number,
  question: ImportedQuestion,
): Promise<void> {
  const top = await trx
    .selectFrom('questions')
    .selectAll()
    .where('id', '=', questionId)
    .where('subject_id', '=', subjectId)
    .where('parent_id', 'is', null)
    .executeTakeFirst()
  if (!top) throw FAILURES.questionNotFound()
  if (shapeOf(top.kind) !== question.shape) {
    throw new ApiFailure(400, SHAPE_FIXED)
  }
  const chapterId = index.chapters.get(question.chapter) as number
  const before = Number(top.chapter_id)

  if (question.shape === 'standalone') {
    const [part] = question.parts
    await trx
      .updateTable('questions')
      .set(partColumns(part, chapterId))
      .where('id', '=', questionId)
      .execute()
    await rewriteOptions(trx, questionId, part)
    await rewritePoints(trx, questionId, part.points, index)
  } else {
    const isCase = question.shape === 'case'
    await trx
      .updateTable('questions')
      .set({
        chapter_id: chapterId,
        stem: question.material,
        title: question.title,
        marks: isCase ? 0 : question.parts.reduce((sum, part) => sum + part.marks, 0),
      })
      .where('id', '=', questionId)
      .execute()
    await rewritePoints(
      trx,
      questionId,
      isCase ? [] : question.parts.flatMap((part) => part.points),
      index,
    )
    const parts = await trx
      .selectFrom('questions')
      .select(['id', 'sort'])
      .where('parent_id', '=', questionId)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    for (const [position, part] of question.parts.entries()) {
      let partId: number
      if (position < parts.length) {
        partId = Number(parts[position].id)
        await trx
          .updateTable('questions')
          .set(partColumns(part, chapterId))
          .where('id', '=', partId)
          .execute()
      } else {
        const made = await trx
          .insertInto('questions')
          .values({
            ...partColumns(part, chapterId),
            subject_id: subjectId,
            parent_id: questionId,
            title: '',
            source: IMPORT_SOURCE,
            sort: Number(top.sort),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        partId = Number(made.id)
      }
      await rewriteOptions(trx, partId, part)
      await rewritePoints(trx, partId, isCase ? part.points : [], index)
    }
    for (const removed of parts.slice(question.parts.length)) {
      const id = Number(removed.id)
      if (await answered(trx, id)) {
        throw new ApiFailure(409, '要删除的小题已有学员作答，不能删除：可修改它的内容')
      }
      await trx.deleteFrom('question_options').where('question_id', '=', id).execute()
      await trx.deleteFrom('question_points').where('question_id', '=', id).execute()
      await trx.deleteFrom('questions').where('id', '=', id).execute()
    }
    if (isCase && question.parts.length !== parts.length) {
      // A case counts as its sub-questions: its subject's and papers' counts follow.
      const delta = question.parts.length - parts.length
      await trx
        .updateTable('bank_subjects')
        .set((eb) => ({ question_count: eb('question_count', '+', delta) }))
        .where('id', '=', subjectId)
        .execute()
      await trx
        .updateTable('papers')
        .set((eb) => ({ question_count: eb('question_count', '+', delta) }))
        .where('id', 'in', (eb) =>
          eb.selectFrom('paper_questions').select('paper_id').where('question_id', '=', questionId),
        )
        .execute()
    }
  }

  if (chapterId !== before) {
    const units = question.shape === 'case' ? question.parts.length : 1
    const practice = await trx
      .selectFrom('papers')
      .select('id')
      .where('subject_id', '=', subjectId)
      .where('kind', '=', 'chapter')
      .where('chapter_id', '=', before)
      .execute()
    for (const paper of practice) {
      const removed = await trx
        .deleteFrom('paper_questions')
        .where('paper_id', '=', paper.id)
        .where('question_id', '=', questionId)
        .executeTakeFirst()
      if (Number(removed.numDeletedRows) > 0) {
        await trx
          .updateTable('papers')
          .set({ question_count: sql`question_count - ${units}` })
          .where('id', '=', paper.id)
          .execute()
      }
    }
    await appendToChapterPractice(trx, subjectId, chapterId, [{ id: questionId, units }])
  }
}
