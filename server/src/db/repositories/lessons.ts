import type { Kysely, Selectable } from 'kysely'
import type { CourseDetail, LessonListItem } from '@common/contracts/study'
import type { Database, LessonTable } from '../schema'
import { yuan } from './catalogue'

export type LessonRow = Selectable<LessonTable>

/** A course with what its detail page shows, or null. */
export async function findCourseDetail(
  db: Kysely<Database>,
  courseId: number,
): Promise<CourseDetail | null> {
  const row = await db
    .selectFrom('courses')
    .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
    .selectAll('courses')
    .select('course_categories.name as category_name')
    .where('courses.id', '=', courseId)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    title: row.title,
    picture: row.picture,
    teacher: row.teacher,
    price: yuan(row.price_fen),
    discountPrice: yuan(row.discount_price_fen),
    validityDays: Number(row.validity_days),
    description: row.description,
    lessonCount: Number(row.lesson_count),
    studentCount: Number(row.student_count),
    categoryName: row.category_name,
  }
}

/** One lesson, or null. */
export async function findLesson(
  db: Kysely<Database>,
  lessonId: number,
): Promise<LessonRow | null> {
  return (
    (await db.selectFrom('lessons').selectAll().where('id', '=', lessonId).executeTakeFirst()) ??
    null
  )
}

/**
 * A course's outline in study order: lessons before the first chapter (the untitled group),
 * then each chapter followed by its lessons.
 */
async function outline(db: Kysely<Database>, courseId: number) {
  const [chapters, lessons] = await Promise.all([
    db
      .selectFrom('chapters')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('lessons')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
  ])
  const lessonsOf = (chapterId: number | null) =>
    lessons.filter((lesson) =>
      chapterId === null ? lesson.chapter_id === null : Number(lesson.chapter_id) === chapterId,
    )
  return [
    ...lessonsOf(null).map((lesson) => ({ lesson })),
    ...chapters.flatMap((chapter) => [
      { chapter },
      ...lessonsOf(Number(chapter.id)).map((lesson) => ({ lesson })),
    ]),
  ]
}

/** The learner's saved positions (seconds) in the given lessons, and whether each is finished. */
async function positions(
  db: Kysely<Database>,
  userId: number | null,
  lessonIds: number[],
): Promise<Map<number, { seconds: number; finished: boolean }>> {
  if (userId === null || lessonIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('video_positions')
    .select(['lesson_id', 'seconds', 'done_at'])
    .where('user_id', '=', userId)
    .where('lesson_id', 'in', lessonIds)
    .execute()
  return new Map(
    rows.map((row) => [
      Number(row.lesson_id),
      { seconds: Number(row.seconds), finished: row.done_at !== null },
    ]),
  )
}

/** spec §3 lesson list of a course, with the learner's positions (0 for a visitor). */
export async function listLessonItems(
  db: Kysely<Database>,
  course: { id: number; title: string },
  userId: number | null,
): Promise<LessonListItem[]> {
  const items = await outline(db, course.id)
  const lessonIds = items.flatMap((item) => ('lesson' in item ? [Number(item.lesson.id)] : []))
  const saved = await positions(db, userId, lessonIds)
  const blank = {
    free: 0,
    duration: 0,
    start_time: '',
    end_time: '',
    nickname: '',
    position: 0,
    finished: false,
  }
  return items.map((item) =>
    'chapter' in item
      ? {
          ...blank,
          id: Number(item.chapter.id),
          type: 'chapter',
          title: item.chapter.title,
          lessonTitle: '',
          status: 'published',
        }
      : {
          ...blank,
          id: Number(item.lesson.id),
          type: 'lesson',
          title: course.title,
          lessonTitle: item.lesson.title,
          free: Number(item.lesson.free),
          status: item.lesson.status,
          duration: Number(item.lesson.duration),
          nickname: item.lesson.teacher,
          position: saved.get(Number(item.lesson.id))?.seconds ?? 0,
          finished: saved.get(Number(item.lesson.id))?.finished ?? false,
        },
  )
}

/** The published lessons before and after a lesson, in study order. */
export async function neighbours(
  db: Kysely<Database>,
  lesson: LessonRow,
): Promise<{ prevLessonId: number | null; nextLessonId: number | null }> {
  const ids = (await outline(db, Number(lesson.course_id))).flatMap((item) =>
    'lesson' in item && (item.lesson.status === 'published' || item.lesson.id === lesson.id)
      ? [Number(item.lesson.id)]
      : [],
  )
  const at = ids.indexOf(Number(lesson.id))
  return { prevLessonId: ids[at - 1] ?? null, nextLessonId: ids[at + 1] ?? null }
}

/** The second of a lesson the learner got to, 0 for a visitor or a first visit. */
export async function positionOf(
  db: Kysely<Database>,
  userId: number | null,
  lessonId: number,
): Promise<number> {
  return (await positions(db, userId, [lessonId])).get(lessonId)?.seconds ?? 0
}

/** Where the learner's last save left a lesson. */
export interface SavedPosition {
  seconds: number
  /** When it was saved. */
  savedAt: number
  /** The watching credited so far (services/lesson-progress.ts). */
  creditedSeconds: number
}

/** The learner's last save in a lesson, or null before the first. */
export async function findPosition(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
): Promise<SavedPosition | null> {
  const row = await db
    .selectFrom('video_positions')
    .select(['seconds', 'updated_at', 'credited_seconds'])
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst()
  if (!row) return null
  return {
    seconds: Number(row.seconds),
    savedAt: Number(row.updated_at),
    creditedSeconds: Number(row.credited_seconds),
  }
}

/** Saves the learner's position in a lesson and the watching credited so far. */
export async function savePosition(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
  saved: { seconds: number; creditedSeconds: number },
  now: number,
): Promise<void> {
  const values = {
    seconds: saved.seconds,
    credited_seconds: saved.creditedSeconds,
    updated_at: now,
  }
  await db
    .insertInto('video_positions')
    .values({ user_id: userId, lesson_id: lessonId, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doUpdateSet(values))
    .execute()
}

/** Marks the lesson finished by the learner, the first time only (its time stays). */
export async function markLessonDone(
  db: Kysely<Database>,
  userId: number,
  lessonId: number,
  now: number,
): Promise<void> {
  await db
    .updateTable('video_positions')
    .set({ done_at: now })
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .where('done_at', 'is', null)
    .execute()
}

/** Makes the lesson the learner's latest study of its course (spec §3 last study record). */
export async function markStudied(
  db: Kysely<Database>,
  userId: number,
  lesson: LessonRow,
  now: Date,
): Promise<void> {
  const values = {
    lesson_id: Number(lesson.id),
    lesson_title: lesson.title,
    updated_at: now.getTime(),
  }
  await db
    .insertInto('study_records')
    .values({ user_id: userId, course_id: Number(lesson.course_id), ...values })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet(values))
    .execute()
}
