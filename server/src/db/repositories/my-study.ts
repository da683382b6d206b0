import type { Kysely } from 'kysely'
import type { Database } from '../schema'
import { liveQuery } from './catalogue'

/**
 * A page of the learner's study records (one per course: the last lesson studied), newest
 * first, with the lesson's length and where its video was left.
 */
export async function recentStudyPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
) {
  const base = db
    .selectFrom('study_records')
    .innerJoin('courses', 'courses.id', 'study_records.course_id')
    .where('study_records.user_id', '=', userId)
  const [rows, total] = await Promise.all([
    base
      .leftJoin('lessons', 'lessons.id', 'study_records.lesson_id')
      .leftJoin('video_positions', (join) =>
        join
          .onRef('video_positions.lesson_id', '=', 'study_records.lesson_id')
          .onRef('video_positions.user_id', '=', 'study_records.user_id'),
      )
      .select([
        'study_records.course_id',
        'courses.title as course_title',
        'courses.picture',
        'study_records.lesson_id',
        'study_records.lesson_title as recorded_title',
        'lessons.title as lesson_title',
        'lessons.duration',
        'video_positions.seconds',
        'video_positions.done_at',
        'study_records.updated_at',
      ])
      .orderBy('study_records.updated_at', 'desc')
      .orderBy('study_records.course_id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}

/** The learner's last lesson and time of study in each course studied. */
export function studyRecordsOf(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('study_records')
    .select(['course_id', 'lesson_id', 'updated_at'])
    .where('user_id', '=', userId)
    .execute()
}

/**
 * The published lessons of these courses with, for the learner, when each was finished by the
 * watching credited (services/lesson-progress.ts; null: never saved, or not finished).
 */
export async function publishedLessonPositions(
  db: Kysely<Database>,
  userId: number,
  courseIds: number[],
) {
  if (courseIds.length === 0) return []
  return db
    .selectFrom('lessons')
    .leftJoin('video_positions', (join) =>
      join
        .onRef('video_positions.lesson_id', '=', 'lessons.id')
        .on('video_positions.user_id', '=', userId),
    )
    .select(['lessons.course_id', 'video_positions.done_at'])
    .where('lessons.course_id', 'in', courseIds)
    .where('lessons.status', '=', 'published')
    .execute()
}

/**
 * The courses that goods of a type give: goods that are the course itself, and goods (class
 * rooms, bundles) whose goods_courses list it.
 */
export async function coursesOfGoodsType(
  db: Kysely<Database>,
  goodsTypeId: number,
): Promise<Set<number>> {
  const [own, listed] = await Promise.all([
    db
      .selectFrom('goods')
      .select('ref_id')
      .where('goods_type_id', '=', goodsTypeId)
      .where('type', '=', 'course')
      .execute(),
    db
      .selectFrom('goods_courses')
      .innerJoin('goods', 'goods.id', 'goods_courses.goods_id')
      .select('goods_courses.course_id')
      .where('goods.goods_type_id', '=', goodsTypeId)
      .execute(),
  ])
  return new Set([
    ...own.map((row) => Number(row.ref_id)),
    ...listed.map((row) => Number(row.course_id)),
  ])
}

/** The published lives of these courses, with the course's teacher for lives that name none. */
export async function livesOfCourses(db: Kysely<Database>, courseIds: number[]) {
  if (courseIds.length === 0) return []
  return liveQuery(db)
    .select('courses.teacher as course_teacher')
    .where('lives.course_id', 'in', courseIds)
    .where('lives.status', '=', 'published')
    .execute()
}

/**
 * The learner's bank subjects (enrolments of kind subject), newest first, with the exam, the
 * subject's question count, and the goods that sells it (its title, cover and goods type).
 */
export async function bankEnrolmentsOf(db: Kysely<Database>, userId: number) {
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('bank_subjects', 'bank_subjects.id', 'enrolments.ref_id')
    .innerJoin('bank_exams', 'bank_exams.id', 'bank_subjects.exam_id')
    .selectAll('enrolments')
    .select([
      'bank_subjects.name as subject_name',
      'bank_subjects.year',
      'bank_subjects.question_count',
      'bank_subjects.exam_id',
      'bank_exams.name as exam_name',
    ])
    .where('enrolments.user_id', '=', userId)
    .where('enrolments.kind', '=', 'subject')
    .orderBy('enrolments.created_at', 'desc')
    .orderBy('enrolments.id', 'desc')
    .execute()
  const subjectIds = rows.map((row) => Number(row.ref_id))
  const [goods, answered] = subjectIds.length
    ? await Promise.all([
        db
          .selectFrom('goods_subjects')
          .innerJoin('goods', 'goods.id', 'goods_subjects.goods_id')
          .select([
            'goods_subjects.subject_id',
            'goods.title',
            'goods.cover',
            'goods.goods_type_id',
          ])
          .where('goods_subjects.subject_id', 'in', subjectIds)
          .orderBy('goods.id')
          .execute(),
        db
          .selectFrom('question_progress')
          .select((eb) => ['subject_id', eb.fn.countAll<number>().as('done')])
          .where('user_id', '=', userId)
          .where('subject_id', 'in', subjectIds)
          .groupBy('subject_id')
          .execute(),
      ])
    : [[], []]
  const goodsOf = new Map<number, (typeof goods)[number]>()
  for (const row of goods) {
    if (!goodsOf.has(Number(row.subject_id))) goodsOf.set(Number(row.subject_id), row)
  }
  const doneOf = new Map(answered.map((row) => [Number(row.subject_id), Number(row.done)]))
  return rows.map((row) => ({
    ...row,
    goods: goodsOf.get(Number(row.ref_id)) ?? null,
    done: doneOf.get(Number(row.ref_id)) ?? 0,
  }))
}
