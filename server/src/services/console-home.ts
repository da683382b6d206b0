import type { Kysely } from 'kysely'
import type {
  HomeNavEntry,
  HomeNavInput,
  HomeRecommendation,
  HomeRecommendationInput,
} from '@common/contracts/home-layout'
import { HOME_NAV_LABEL_MAX } from '@common/constants/home-nav'
import { linkError } from '@common/rules/course-content'
import { listHomeNav } from '@server/db/repositories/home-nav'
import type { Database } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import type { Instant } from '@server/time'
import { audit, type Actor } from './staff'

/** The home navigation as learners see it (联系老师 is added by the app after these). */
export function consoleHomeNav(db: Kysely<Database>): Promise<HomeNavEntry[]> {
  return listHomeNav(db)
}

/** Replaces the home navigation with `entries`, in their order; learners see it at once. */
export async function saveHomeNav(
  db: Kysely<Database>,
  input: HomeNavInput,
  actor: Actor,
  now: Instant,
): Promise<HomeNavEntry[]> {
  const entries = input.entries.map((entry, index) => {
    const label = entry.label.trim()
    if (!label) throw new ApiFailure(400, `第 ${index + 1} 个入口没有名称`)
    if ([...label].length > HOME_NAV_LABEL_MAX) {
      throw new ApiFailure(400, `入口“${label}”的名称最多 ${HOME_NAV_LABEL_MAX} 个字`)
    }
    const problem = linkError(entry.url)
    if (problem) throw new ApiFailure(400, `入口“${label}”：${problem}`)
    return { label, icon: entry.icon, url: entry.url.trim() }
  })
  const labels = entries.map((entry) => entry.label)
  const twice = labels.find((label, index) => labels.indexOf(label) !== index)
  if (twice) throw new ApiFailure(400, `入口“${twice}”出现了两次`)
  await db.transaction().execute(async (trx) => {
    const before = await listHomeNav(trx)
    await trx.deleteFrom('home_nav_entries').execute()
    await trx
      .insertInto('home_nav_entries')
      .values(entries.map((entry, sort) => ({ ...entry, sort })))
      .execute()
    await audit(
      trx,
      actor,
      'home.nav',
      'home:nav',
      { before: before.map((e) => e.label), after: labels },
      now,
    )
  })
  return listHomeNav(db)
}

/**
 * Every exam's home course section (or one exam's): its recommended courses in order, and all
 * its courses.
 */
export async function consoleRecommendations(
  db: Kysely<Database>,
  examId?: number,
): Promise<HomeRecommendation[]> {
  const [exams, courses, chosen] = await Promise.all([
    db
      .selectFrom('course_categories')
      .select(['id', 'name'])
      .where('parent_id', 'is', null)
      .$if(examId !== undefined, (q) => q.where('id', '=', examId!))
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('courses')
      .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
      .select([
        'courses.id',
        'courses.title',
        'courses.status',
        'course_categories.parent_id as exam_id',
      ])
      .$if(examId !== undefined, (q) => q.where('course_categories.parent_id', '=', examId!))
      .orderBy('course_categories.sort')
      .orderBy('courses.sort')
      .orderBy('courses.id')
      .execute(),
    db
      .selectFrom('home_recommendations')
      .select(['category_id', 'course_id'])
      .$if(examId !== undefined, (q) => q.where('category_id', '=', examId!))
      .orderBy('sort')
      .execute(),
  ])
  const ref = (course: (typeof courses)[number]) => ({
    id: Number(course.id),
    title: course.title,
    published: course.status === 'published',
  })
  return exams.map((exam) => {
    const examId = Number(exam.id)
    const own = courses.filter((course) => Number(course.exam_id) === examId)
    const byId = new Map(own.map((course) => [Number(course.id), course]))
    return {
      examId,
      examName: exam.name,
      courses: chosen
        .filter((row) => Number(row.category_id) === examId)
        .flatMap((row) => {
          const course = byId.get(Number(row.course_id))
          return course ? [ref(course)] : []
        }),
      candidates: own.map(ref),
    }
  })
}

/** Sets an exam's recommended courses, in order (none: the section keeps the courses' order). */
export async function saveRecommendations(
  db: Kysely<Database>,
  examId: number,
  input: HomeRecommendationInput,
  actor: Actor,
  now: Instant,
): Promise<HomeRecommendation> {
  const exam = await db
    .selectFrom('course_categories')
    .select(['id', 'name'])
    .where('id', '=', examId)
    .where('parent_id', 'is', null)
    .executeTakeFirst()
  if (!exam) throw new ApiFailure(404, '考试分类不存在')
  const ids = input.courseIds
  if (new Set(ids).size !== ids.length) throw new ApiFailure(400, '同一门课程不能推荐两次')
  if (ids.length > 0) {
    const own = await db
      .selectFrom('courses')
      .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
      .select('courses.id')
      .where('courses.id', 'in', ids)
      .where('course_categories.parent_id', '=', examId)
      .execute()
    const known = new Set(own.map((row) => Number(row.id)))
    const others = ids.filter((id) => !known.has(id))
    if (others.length > 0) {
      throw new ApiFailure(400, `课程 ${others.join('、')} 不属于“${exam.name}”`)
    }
  }
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('home_recommendations')
      .select('course_id')
      .where('category_id', '=', examId)
      .orderBy('sort')
      .execute()
    await trx.deleteFrom('home_recommendations').where('category_id', '=', examId).execute()
    if (ids.length > 0) {
      await trx
        .insertInto('home_recommendations')
        .values(ids.map((course_id, sort) => ({ category_id: examId, course_id, sort })))
        .execute()
    }
    await audit(
      trx,
      actor,
      'home.recommend',
      `category:${examId}`,
      { before: before.map((row) => Number(row.course_id)), after: ids },
      now,
    )
  })
  const [saved] = await consoleRecommendations(db, examId)
  return saved
}
