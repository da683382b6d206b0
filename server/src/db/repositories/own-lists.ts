import type { Kysely, Selectable } from 'kysely'
import type { Database, EnrolmentTable } from '../schema'

/** A learner's enrolments in question-bank subjects (one subject's, or all), latest first. */
export function subjectEnrolments(
  db: Kysely<Database>,
  userId: number,
  subjectId?: number,
): Promise<Selectable<EnrolmentTable>[]> {
  return db
    .selectFrom('enrolments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'subject')
    .$if(subjectId !== undefined, (q) => q.where('ref_id', '=', subjectId as number))
    .orderBy('created_at', 'desc')
    .execute()
}

/**
 * The wrong-answer book's rule as SQL: missed at least once and not yet right `exit` times in
 * a row since.
 */
const inWrongBook = (exit: number) => (q: ReturnType<typeof progressOf>) =>
  q.where('question_progress.wrong_count', '>', 0).where('question_progress.streak', '<', exit)

const progressOf = (db: Kysely<Database>, userId: number, subjectId: number) =>
  db
    .selectFrom('question_progress')
    .where('question_progress.user_id', '=', userId)
    .where('question_progress.subject_id', '=', subjectId)

const favouritesOf = (db: Kysely<Database>, userId: number, subjectId: number) =>
  db
    .selectFrom('question_favourites')
    .where('question_favourites.user_id', '=', userId)
    .where('question_favourites.subject_id', '=', subjectId)

const BRIEF = [
  'questions.id',
  'questions.kind',
  'questions.stem',
  'questions.difficulty',
  'questions.free',
  'questions.chapter_id',
] as const

/** How many questions the learner's wrong-answer book and favourites hold in a subject. */
export async function ownCounts(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  exit: number,
): Promise<{ wrong: number; favourites: number }> {
  const [wrong, favourites] = await Promise.all([
    inWrongBook(exit)(progressOf(db, userId, subjectId))
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    favouritesOf(db, userId, subjectId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { wrong: Number(wrong.n), favourites: Number(favourites.n) }
}

/** Questions once missed and now right `exit` times in a row: the book's 已掌握 archive. */
const mastered = (exit: number) => (q: ReturnType<typeof progressOf>) =>
  q.where('question_progress.wrong_count', '>', 0).where('question_progress.streak', '>=', exit)

/**
 * The wrong-answer book's questions (or its mastered archive), latest answered first, with the
 * learner's counts; by chapter or question type when asked.
 */
export function wrongBookRows(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  exit: number,
  filter: { mastered?: boolean; chapterId?: number; kind?: string } = {},
) {
  return (filter.mastered ? mastered(exit) : inWrongBook(exit))(progressOf(db, userId, subjectId))
    .innerJoin('questions', 'questions.id', 'question_progress.question_id')
    .innerJoin('bank_chapters', 'bank_chapters.id', 'questions.chapter_id')
    .select([
      ...BRIEF,
      'bank_chapters.title as chapter_title',
      'question_progress.wrong_count',
      'question_progress.streak',
    ])
    .$if(filter.chapterId !== undefined, (q) =>
      q.where('questions.chapter_id', '=', filter.chapterId as number),
    )
    .$if(filter.kind !== undefined, (q) =>
      q.where('questions.kind', '=', filter.kind as Database['questions']['kind']),
    )
    .orderBy('question_progress.updated_at', 'desc')
    .orderBy('questions.id')
    .execute()
}

/** A page of the wrong-answer book or of the favourites, latest first, and how many in all. */
export async function ownQuestionRows(
  db: Kysely<Database>,
  userId: number,
  subjectId: number,
  list: 'wrong' | 'favourite',
  exit: number,
  page: number,
  pageSize: number,
) {
  if (list === 'wrong') {
    const base = inWrongBook(exit)(progressOf(db, userId, subjectId))
    const [rows, total] = await Promise.all([
      base
        .innerJoin('questions', 'questions.id', 'question_progress.question_id')
        .select(BRIEF)
        .orderBy('question_progress.updated_at', 'desc')
        .orderBy('questions.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ])
    return { rows, total: Number(total.n) }
  }
  const base = favouritesOf(db, userId, subjectId)
  const [rows, total] = await Promise.all([
    base
      .innerJoin('questions', 'questions.id', 'question_favourites.question_id')
      .select(BRIEF)
      .orderBy('question_favourites.created_at', 'desc')
      .orderBy('questions.id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/**
 * One question of the learner's wrong-answer book (or its archive) with its chapter and the
 * learner's counts, and its case or material when it is one of its parts; undefined when the
 * learner never answered it.
 */
export function wrongQuestionRow(db: Kysely<Database>, userId: number, questionId: number) {
  return db
    .selectFrom('question_progress')
    .innerJoin('questions', 'questions.id', 'question_progress.question_id')
    .innerJoin('bank_chapters', 'bank_chapters.id', 'questions.chapter_id')
    .leftJoin('questions as parent', 'parent.id', 'questions.parent_id')
    .selectAll('questions')
    .select([
      'bank_chapters.title as chapter_title',
      'question_progress.wrong_count',
      'question_progress.streak',
      'parent.stem as parent_stem',
    ])
    .where('question_progress.user_id', '=', userId)
    .where('question_progress.question_id', '=', questionId)
    .executeTakeFirst()
}

/** The learner's latest answer to a question, wherever it was given (the answer log). */
export function latestAnswerRow(db: Kysely<Database>, userId: number, questionId: number) {
  return db
    .selectFrom('question_answers')
    .select(['answer'])
    .where('user_id', '=', userId)
    .where('question_id', '=', questionId)
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}
