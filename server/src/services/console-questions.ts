import type { Kysely, Transaction } from 'kysely'
import type { ConsoleQuestion, QuestionForm } from '@common/contracts/console-questions'
import { lockKey } from '@server/db/locks'
import { textContains } from '@server/db/repositories/search'
import type { Database } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { exportRows } from './bank-import/export-workbook'
import {
  normalizedStem,
  SHAPE_FIXED,
  type ImportedQuestion,
  type SubjectIndex,
} from './bank-import/model'
import { formErrorText, rowsOfForm, sheetsOfRows } from './bank-import/question-rows'
import { readQuestions } from './bank-import/read-questions'
import { rewriteQuestion } from './bank-import/rewrite-question'
import { subjectIndex, writeQuestions } from './bank-import/write-questions'
import { audit, type Actor } from './staff'

export const QUESTIONS_PAGE_SIZE = 20

/** A subject's questions (top-level: a case or material question once), newest first. */
export async function consoleQuestions(
  db: Kysely<Database>,
  filter: { subjectId: number; chapterId?: number; kind?: string; keyword?: string },
  page: number,
) {
  const base = db
    .selectFrom('questions')
    .where('questions.subject_id', '=', filter.subjectId)
    .where('questions.parent_id', 'is', null)
    .$if(filter.chapterId !== undefined, (q) =>
      q.where('questions.chapter_id', '=', filter.chapterId!),
    )
    .$if(Boolean(filter.kind), (q) => q.where('questions.kind', '=', filter.kind as never))
    .$if(Boolean(filter.keyword?.trim()), (q) =>
      q.where(textContains('questions.stem', filter.keyword!.trim())),
    )
  const [rows, total] = await Promise.all([
    base
      .leftJoin('bank_chapters', 'bank_chapters.id', 'questions.chapter_id')
      .select((eb) => [
        'questions.id',
        'questions.kind',
        'questions.stem',
        'questions.title',
        'questions.difficulty',
        'questions.marks',
        'bank_chapters.title as chapter',
        eb
          .selectFrom('questions as part')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('part.parent_id', '=', 'questions.id')
          .as('parts'),
        eb
          .selectFrom('question_answers')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .where((inner) =>
            inner.or([
              inner('question_answers.question_id', '=', inner.ref('questions.id')),
              inner(
                'question_answers.question_id',
                'in',
                inner
                  .selectFrom('questions as sub')
                  .select('sub.id')
                  .whereRef('sub.parent_id', '=', 'questions.id'),
              ),
            ]),
          )
          .as('answers'),
      ])
      .orderBy('questions.id', 'desc')
      .limit(QUESTIONS_PAGE_SIZE)
      .offset((page - 1) * QUESTIONS_PAGE_SIZE)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      stem: row.stem.length > 120 ? `${row.stem.slice(0, 120)}…` : row.stem,
      title: row.title,
      chapter: row.chapter ?? '',
      difficulty: Number(row.difficulty),
      marks: Number(row.marks),
      parts: Number(row.parts ?? 0),
      answers: Number(row.answers ?? 0),
    })),
    totalCount: Number(total.n),
    page,
    pageSize: QUESTIONS_PAGE_SIZE,
  }
}

async function subjectOfQuestion(
  db: Kysely<Database> | Transaction<Database>,
  id: number,
): Promise<{ subjectId: number; stem: string }> {
  const row = await db
    .selectFrom('questions')
    .select(['subject_id', 'stem', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.parent_id !== null) throw FAILURES.questionNotFound()
  return { subjectId: Number(row.subject_id), stem: row.stem }
}

/** The index without one question's own stem: it is no duplicate of itself. */
function withoutStem(index: SubjectIndex, stem: string): SubjectIndex {
  const stems = new Set(index.stems)
  stems.delete(normalizedStem(stem))
  return { ...index, stems }
}

/**
 * A question read back by the import's own reader, with the subject's index it was read
 * against (its own stem left out: it is no duplicate of itself).
 */
async function readQuestionIn(db: Kysely<Database> | Transaction<Database>, id: number) {
  const { subjectId, stem } = await subjectOfQuestion(db, id)
  const index = withoutStem(await subjectIndex(db, subjectId), stem)
  const read = readQuestions(sheetsOfRows(await exportRows(db, subjectId, id)), index)
  const [question] = read.questions
  if (!question) throw new ApiFailure(409, `该题无法在表单中编辑：${read.errors[0]?.message ?? ''}`)
  return { subjectId, index, question }
}

/** A question in the form's shape. */
export async function consoleQuestion(db: Kysely<Database>, id: number): Promise<ConsoleQuestion> {
  const { subjectId, question } = await readQuestionIn(db, id)
  return { id, subjectId, question }
}

/** The form checked by the import's rules; the question as read, or a 400 naming the fields. */
function checked(form: QuestionForm, index: SubjectIndex): ImportedQuestion {
  const read = readQuestions(sheetsOfRows(rowsOfForm(form)), index)
  if (read.errors.length > 0) {
    throw new ApiFailure(400, read.errors.map((error) => formErrorText(error, form)).join('；'))
  }
  const [question] = read.questions
  if (read.questions.length !== 1 || question.shape !== form.shape) {
    throw new ApiFailure(400, '题目的形式与小题不符：不定项案例的小题须全部为不定项')
  }
  return question
}

/** A new question from the form: it joins its chapter's practice at once, as an import's do. */
export async function createQuestion(
  db: Kysely<Database>,
  subjectId: number,
  form: QuestionForm,
  actor: Actor,
  now: Instant,
): Promise<ConsoleQuestion> {
  const subject = await db
    .selectFrom('bank_subjects')
    .select('id')
    .where('id', '=', subjectId)
    .executeTakeFirst()
  if (!subject) throw FAILURES.subjectNotFound()
  const id = await db.transaction().execute(async (trx) => {
    await lockKey(trx, `bank-import:${subjectId}`)
    const index = await subjectIndex(trx, subjectId)
    const question = checked(form, index)
    const [questionId] = await writeQuestions(trx, subjectId, index, [question])
    await audit(
      trx,
      actor,
      'question.create',
      `question:${questionId}`,
      { after: summaryOf(question) },
      now,
    )
    return questionId
  })
  return consoleQuestion(db, id)
}

function summaryOf(question: Omit<ImportedQuestion, 'key'>) {
  const text = question.shape === 'standalone' ? question.parts[0].stem : question.material
  return {
    chapter: question.chapter,
    stem: text.length > 60 ? `${text.slice(0, 60)}…` : text,
    parts: question.parts.length,
  }
}

/** A question rewritten from the form, in place (ids kept; see rewriteQuestion). */
export async function changeQuestion(
  db: Kysely<Database>,
  id: number,
  form: QuestionForm,
  actor: Actor,
  now: Instant,
): Promise<ConsoleQuestion> {
  const { subjectId } = await subjectOfQuestion(db, id)
  await db.transaction().execute(async (trx) => {
    // Read under the subject's lock: the question and the stems it is checked against are
    // those no other edit or import is changing meanwhile.
    await lockKey(trx, `bank-import:${subjectId}`)
    const before = await readQuestionIn(trx, id)
    if (form.shape !== before.question.shape) throw new ApiFailure(400, SHAPE_FIXED)
    const question = checked(form, before.index)
    await rewriteQuestion(trx, subjectId, before.index, id, question)
    await audit(
      trx,
      actor,
      'question.update',
      `question:${id}`,
      { before: summaryOf(before.question), after: summaryOf(question) },
      now,
    )
  })
  return consoleQuestion(db, id)
}
