import { sql, type ExpressionBuilder, type Kysely, type Selectable } from 'kysely'
import type {
  ClassroomCard,
  CourseCard,
  CourseCategory,
  GoodsItem,
  GoodsType,
  LastLearning,
  LiveLesson,
} from '@common/contracts/catalogue'
import { ACCESS } from '@common/constants/access'
import { chinaTime, type Instant } from '../../time'
import type { ClassroomTable, CourseTable, Database, GoodsTable } from '../schema'

/** Goods on sale: all but a draft course's own goods (a course made or withdrawn in the console). */
export function onSale(eb: ExpressionBuilder<Database, 'goods'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('courses')
        .select('courses.id')
        .whereRef('courses.id', '=', 'goods.ref_id')
        .where('goods.type', '=', 'course')
        .where('courses.status', '=', 'draft'),
    ),
  )
}

/** Yuan of an amount in fen. */
export const yuan = (fen: number) => Number(fen) / 100

/** spec §3 course card of a course row. */
export function toCourseCard(row: Selectable<CourseTable>): CourseCard {
  return {
    id: Number(row.id),
    title: row.title,
    picture: row.picture,
    url: row.url,
    teacher: row.teacher,
    price: yuan(row.price_fen),
    discountPrice: yuan(row.discount_price_fen),
    studentCount: Number(row.student_count),
  }
}

/** A goods row as the store lists it. */
export function toGoodsItem(row: Selectable<GoodsTable>): GoodsItem {
  return {
    id: Number(row.id),
    type: row.type,
    refId: Number(row.ref_id),
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    price: yuan(row.price_fen),
    discountPrice: yuan(row.discount_price_fen),
    ships: Number(row.ships) === 1,
  }
}

export function toClassroomCard(row: Selectable<ClassroomTable>): ClassroomCard {
  return {
    id: Number(row.id),
    title: row.title,
    picture: row.picture,
    price: yuan(row.price_fen),
    discountPrice: yuan(row.discount_price_fen),
  }
}

/** Every exam with its subjects and all their courses (spec §3 course category). */
export async function listCategories(db: Kysely<Database>): Promise<CourseCategory[]> {
  const [categories, courses] = await Promise.all([
    db.selectFrom('course_categories').selectAll().orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('courses')
      .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
      // The school's recommended courses come first in their exam's list, in its order.
      .leftJoin('home_recommendations', (join) =>
        join
          .onRef('home_recommendations.course_id', '=', 'courses.id')
          .onRef('home_recommendations.category_id', '=', 'course_categories.parent_id'),
      )
      .selectAll('courses')
      .select('course_categories.parent_id as exam_id')
      .where('courses.status', '=', 'published')
      .orderBy(sql`home_recommendations.sort is null`)
      .orderBy('home_recommendations.sort')
      .orderBy('course_categories.sort')
      .orderBy('courses.sort')
      .orderBy('courses.id')
      .execute(),
  ])
  return categories
    .filter((category) => category.parent_id === null)
    .map((exam) => ({
      id: Number(exam.id),
      name: exam.name,
      catechildren: categories
        .filter((child) => Number(child.parent_id) === Number(exam.id))
        .map((child) => ({ id: Number(child.id), name: child.name })),
      courseList: courses
        .filter((course) => Number(course.exam_id) === Number(exam.id))
        .map(toCourseCard),
    }))
}

/** The courses of an exam (all its subjects) or of one subject; null for an unknown id. */
export async function listCoursesOfCategory(
  db: Kysely<Database>,
  categoryId: number,
): Promise<CourseCard[] | null> {
  const category = await db
    .selectFrom('course_categories')
    .selectAll()
    .where('id', '=', categoryId)
    .executeTakeFirst()
  if (!category) return null
  const rows = await db
    .selectFrom('courses')
    .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
    .selectAll('courses')
    .where((eb) =>
      category.parent_id === null
        ? eb('course_categories.parent_id', '=', categoryId)
        : eb('courses.category_id', '=', categoryId),
    )
    .where('courses.status', '=', 'published')
    .orderBy('course_categories.sort')
    .orderBy('courses.sort')
    .orderBy('courses.id')
    .execute()
  return rows.map(toCourseCard)
}

/** spec §2 free lists: type 0 review essentials, type 1 free videos. */
export async function listFreeCourses(db: Kysely<Database>, type: 0 | 1): Promise<CourseCard[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('free_list_type', '=', type)
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map(toCourseCard)
}

/** The goods that give access to a course; null for an unknown course. */
export async function listBuyableGoods(
  db: Kysely<Database>,
  courseId: number,
): Promise<GoodsItem[] | null> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', courseId)
    .executeTakeFirst()
  if (!course) return null
  const rows = await db
    .selectFrom('goods')
    .innerJoin('goods_courses', 'goods_courses.goods_id', 'goods.id')
    .selectAll('goods')
    .where('goods_courses.course_id', '=', courseId)
    .where(onSale)
    .orderBy('goods.discount_price_fen')
    .orderBy('goods.id')
    .execute()
  return rows.map(toGoodsItem)
}

/**
 * One goods item as the confirm page names it, or null: a course's or a class room's own goods
 * by that course's or class room's id (type course, classroom), other goods by their id.
 */
export async function findGoods(
  db: Kysely<Database>,
  type: GoodsItem['type'],
  id: number,
): Promise<GoodsItem | null> {
  const row = await db
    .selectFrom('goods')
    .selectAll()
    .where('type', '=', type)
    .where(type === 'goods' ? 'id' : 'ref_id', '=', id)
    .where(onSale)
    .orderBy('id')
    .executeTakeFirst()
  return row ? toGoodsItem(row) : null
}

/** The store: its categories in order, each with its goods. */
export async function listGoodsTypes(db: Kysely<Database>): Promise<GoodsType[]> {
  const [types, goods] = await Promise.all([
    db.selectFrom('goods_types').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('goods').selectAll().where(onSale).orderBy('sort').orderBy('id').execute(),
  ])
  return types.map((type) => ({
    id: Number(type.id),
    name: type.name,
    goods: goods.filter((item) => Number(item.goods_type_id) === Number(type.id)).map(toGoodsItem),
  }))
}

/** Lives with their course and exam, as every live list shows them. */
export const liveQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('lives')
    .innerJoin('courses', 'courses.id', 'lives.course_id')
    .innerJoin('course_categories as subject', 'subject.id', 'courses.category_id')
    .leftJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
    .leftJoin('chapters', 'chapters.id', 'lives.chapter_id')
    .select([
      'lives.id',
      'lives.lesson_title',
      'lives.teacher',
      'lives.start_time',
      'lives.end_time',
      'lives.free',
      'lives.status',
      'lives.state',
      'lives.replay_ready_at',
      'lives.media_key',
      'lives.chapter_id',
      'chapters.title as chapter_title',
      'courses.id as course_id',
      'courses.title as course_title',
      'exam.name as exam_name',
    ])

export type LiveRow = Awaited<ReturnType<ReturnType<typeof liveQuery>['execute']>>[number]

/**
 * spec §3 live lesson of a live row. A public list is the same for everyone and knows no
 * learner: a free live is open to all (access 1), a paid one needs its course (0) until a
 * route that knows the learner gives their own access (services/lives.ts).
 */
export function toLiveLesson(row: LiveRow): LiveLesson {
  const free = Number(row.free) === 1
  return {
    id: Number(row.id),
    lessonTitle: row.lesson_title,
    title: row.course_title,
    courseTitle: row.course_title,
    courseId: Number(row.course_id),
    mediaId: Number(row.id),
    free: String(row.free),
    is_activate: free ? 1 : 0,
    access: free ? ACCESS.mayEnter : ACCESS.needsPurchase,
    start_time: chinaTime(row.start_time),
    end_time: chinaTime(row.end_time),
    nickname: row.teacher,
    category: row.exam_name ?? '',
    status: row.status,
  }
}

/** Lives not yet ended (on now or coming), soonest first (spec §2 最近直播). */
export async function listRecentLives(
  db: Kysely<Database>,
  now: Instant,
  limit = 5,
): Promise<LiveLesson[]> {
  const rows = await liveQuery(db)
    .where('lives.end_time', '>', now)
    .where('lives.status', '=', 'published')
    .where('lives.state', '=', 'scheduled')
    .orderBy('lives.start_time')
    .limit(limit)
    .execute()
  return rows.map(toLiveLesson)
}

/** The learner's latest study record (spec §3), or null. */
export async function findLastLearning(
  db: Kysely<Database>,
  userId: number,
): Promise<LastLearning | null> {
  const row = await db
    .selectFrom('study_records')
    .innerJoin('courses', 'courses.id', 'study_records.course_id')
    .select([
      'study_records.course_id',
      'study_records.lesson_id',
      'study_records.lesson_title',
      'courses.title',
    ])
    .where('study_records.user_id', '=', userId)
    .orderBy('study_records.updated_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row
    ? {
        courseId: Number(row.course_id),
        lessonId: Number(row.lesson_id),
        lessonTitle: row.lesson_title,
        courseTitle: row.title,
      }
    : null
}

/** `%keyword%` for LIKE, with the keyword's own % and _ taken literally. */
/** Courses with their subject and, when the subject has one, its exam category. */
export const coursesWithExam = (db: Kysely<Database>) =>
  db
    .selectFrom('courses')
    .innerJoin('course_categories as subject', 'subject.id', 'courses.category_id')
    .leftJoin('course_categories as exam', 'exam.id', 'subject.parent_id')

/** What a cover image shows: the title and the exam it belongs to. */
export async function coverText(
  db: Kysely<Database>,
  kind: 'course' | 'classroom' | 'goods',
  id: number,
): Promise<{ title: string; group: string } | null> {
  if (kind === 'course') {
    const row = await coursesWithExam(db)
      .select(['courses.title', 'exam.name as exam'])
      .where('courses.id', '=', id)
      .executeTakeFirst()
    return row ? { title: row.title, group: row.exam ?? '' } : null
  }
  if (kind === 'classroom') {
    const row = await db
      .selectFrom('classrooms')
      .select('title')
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? { title: row.title, group: '通关班级' } : null
  }
  // Goods say what they are by their goods type: a bank is 题库, a book 教材图书.
  const row = await db
    .selectFrom('goods')
    .leftJoin('goods_types', 'goods_types.id', 'goods.goods_type_id')
    .select(['goods.title', 'goods_types.name as type'])
    .where('goods.id', '=', id)
    .executeTakeFirst()
  return row ? { title: row.title, group: row.type ?? '商品' } : null
}
