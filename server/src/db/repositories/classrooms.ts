import type { Kysely } from 'kysely'
import type { CourseCard, GoodsItem, LiveLesson } from '@common/contracts/catalogue'
import type { ClassroomDetail, Paged } from '@common/contracts/study'
import type { Database } from '../schema'
import type { ExpressionBuilder } from 'kysely'
import { liveQuery, toCourseCard, toGoodsItem, toLiveLesson, yuan } from './catalogue'

/** spec §7: class goods pages hold 10 items. */
export const CLASSROOM_GOODS_PAGE_SIZE = 10

/** How many courses a class room holds, as a column `course_count` of a classrooms query. */
export const courseCount = (eb: ExpressionBuilder<Database, 'classrooms'>) =>
  eb
    .selectFrom('classroom_courses')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('classroom_courses.classroom_id', '=', 'classrooms.id')
    .as('course_count')

/** A class room with its course count, or null. */
export async function findClassroom(
  db: Kysely<Database>,
  id: number,
): Promise<ClassroomDetail | null> {
  const row = await db
    .selectFrom('classrooms')
    .selectAll()
    .select(courseCount)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  return {
    id: Number(row.id),
    title: row.title,
    picture: row.picture,
    description: row.description,
    price: yuan(row.price_fen),
    discountPrice: yuan(row.discount_price_fen),
    validityDays: Number(row.validity_days),
    courseCount: Number(row.course_count ?? 0),
    studentCount: Number(row.student_count),
  }
}

/** The class room's courses in its order. */
export async function listClassroomCourses(
  db: Kysely<Database>,
  classroomId: number,
): Promise<CourseCard[]> {
  const rows = await db
    .selectFrom('courses')
    .innerJoin('classroom_courses', 'classroom_courses.course_id', 'courses.id')
    .selectAll('courses')
    .where('classroom_courses.classroom_id', '=', classroomId)
    .orderBy('classroom_courses.sort')
    .orderBy('courses.id')
    .execute()
  return rows.map(toCourseCard)
}

/** One page of the goods a class room sells. */
export async function listClassroomGoods(
  db: Kysely<Database>,
  classroomId: number,
  page: number,
): Promise<Paged<GoodsItem>> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('classroom_goods')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('classroom_id', '=', classroomId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('goods')
      .innerJoin('classroom_goods', 'classroom_goods.goods_id', 'goods.id')
      .selectAll('goods')
      .where('classroom_goods.classroom_id', '=', classroomId)
      .orderBy('classroom_goods.sort')
      .orderBy('goods.id')
      .limit(CLASSROOM_GOODS_PAGE_SIZE)
      .offset((page - 1) * CLASSROOM_GOODS_PAGE_SIZE)
      .execute(),
  ])
  return {
    list: rows.map(toGoodsItem),
    totalCount: Number(total.n),
    page,
    pageSize: CLASSROOM_GOODS_PAGE_SIZE,
  }
}

/** The published lives of the class room's courses, by start time, cancelled ones left out. */
export async function listClassroomLives(
  db: Kysely<Database>,
  classroomId: number,
): Promise<LiveLesson[]> {
  const rows = await liveQuery(db)
    .innerJoin('classroom_courses', 'classroom_courses.course_id', 'courses.id')
    .where('classroom_courses.classroom_id', '=', classroomId)
    .where('lives.status', '=', 'published')
    .where('lives.state', '=', 'scheduled')
    .orderBy('lives.start_time')
    .orderBy('lives.id')
    .execute()
  return rows.map(toLiveLesson)
}
