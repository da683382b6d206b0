import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema'
import { textContains } from './search'

type Db = Kysely<Database> | Transaction<Database>

/** Courses with their subject and exam, for the console. */
export function consoleCourseQuery(db: Db) {
  return db
    .selectFrom('courses')
    .innerJoin('course_categories as subject', 'subject.id', 'courses.category_id')
    .leftJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
    .select([
      'courses.id',
      'courses.title',
      'courses.teacher_id',
      'courses.teacher',
      'courses.category_id',
      'courses.picture',
      'courses.price_fen',
      'courses.discount_price_fen',
      'courses.validity_days',
      'courses.status',
      'courses.lesson_count',
      'courses.student_count',
      'courses.description',
      'subject.name as subject_name',
      'exam.name as exam_name',
    ])
}

/** The subjects courses belong to, exam by exam in the school's order. */
export function courseSubjects(db: Db) {
  return db
    .selectFrom('course_categories as subject')
    .innerJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
    .select(['subject.id', 'subject.name', 'exam.name as exam_name'])
    .orderBy('exam.sort')
    .orderBy('exam.id')
    .orderBy('subject.sort')
    .orderBy('subject.id')
    .execute()
}

export function courseChapters(db: Db, courseId?: number) {
  return db
    .selectFrom('chapters')
    .select(['id', 'course_id', 'title', 'sort'])
    .$if(courseId !== undefined, (q) => q.where('course_id', '=', courseId as number))
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

export function courseLessons(db: Db, courseId: number) {
  return db
    .selectFrom('lessons')
    .select(['id', 'chapter_id', 'title', 'free', 'status', 'duration', 'media_file', 'sort'])
    .where('course_id', '=', courseId)
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

/** The goods type a kind's goods are sold under: the one its goods have, else the first. */
export async function ownGoodsType(db: Db, kind: 'course' | 'classroom'): Promise<number> {
  const used = await db
    .selectFrom('goods')
    .select('goods_type_id')
    .where('type', '=', kind)
    .orderBy('id')
    .executeTakeFirst()
  if (used) return Number(used.goods_type_id)
  const first = await db.selectFrom('goods_types').select('id').orderBy('sort').executeTakeFirst()
  if (first) return Number(first.id)
  const made = await db
    .insertInto('goods_types')
    .values({ name: '精品课程', sort: 0 })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(made.id)
}

/** Counts a course's published lessons into lesson_count (what learners' cards show). */
export async function recountLessons(db: Db, courseId: number): Promise<void> {
  const row = await db
    .selectFrom('lessons')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('course_id', '=', courseId)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow()
  await db
    .updateTable('courses')
    .set({ lesson_count: Number(row.n) })
    .where('id', '=', courseId)
    .execute()
}

/** Lessons whose title holds a keyword, or of the given ids, with their course; 20 at most. */
export function lessonChoices(db: Db, keyword: string, ids: number[]) {
  return db
    .selectFrom('lessons')
    .innerJoin('courses', 'courses.id', 'lessons.course_id')
    .select(['lessons.id', 'lessons.title', 'courses.title as course_title'])
    .$if(ids.length > 0, (q) => q.where('lessons.id', 'in', ids))
    .$if(ids.length === 0, (q) => q.where(textContains('lessons.title', keyword)))
    .orderBy('lessons.id')
    .limit(20)
    .execute()
}
