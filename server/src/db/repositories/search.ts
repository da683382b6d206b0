import { sql, type Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'
import {
  coursesWithExam,
  onSale,
  liveQuery,
  toClassroomCard,
  toCourseCard,
  toGoodsItem,
  toLiveLesson,
} from './catalogue'

/** How many of each kind a search lists. */
const PER_KIND = 20

function containing(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Whether a text column contains the keyword, any letter case, its % and _ taken literally. */
export function textContains(column: string, keyword: string) {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containing(keyword)} escape '\\'`
}

/**
 * Courses, class rooms, goods and lives whose title contains the keyword (any letter case),
 * each with the exam categories it belongs to (`examNames`): a course by its subject's exam,
 * a live by its course's, a class room by its courses', goods by what they sell.
 */
export async function searchRows(db: Kysely<Database>, keyword: string, now: Instant) {
  const titleMatches = (column: string) => textContains(column, keyword)
  const [courses, classes, goods, lives] = await Promise.all([
    coursesWithExam(db)
      .selectAll('courses')
      .select('exam.name as exam_name')
      .where(titleMatches('courses.title'))
      .where('courses.status', '=', 'published')
      .orderBy('courses.id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('classrooms')
      .selectAll()
      .where(titleMatches('classrooms.title'))
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    db
      .selectFrom('goods')
      .selectAll()
      .where(titleMatches('goods.title'))
      .where(onSale)
      .orderBy('id')
      .limit(PER_KIND)
      .execute(),
    liveQuery(db)
      .where((eb) => eb.or([titleMatches('lives.lesson_title'), titleMatches('courses.title')]))
      .where('lives.status', '=', 'published')
      .where('lives.state', '=', 'scheduled')
      .where('lives.end_time', '>', now)
      .orderBy('lives.start_time')
      .limit(PER_KIND)
      .execute(),
  ])
  const classroomExams = await examNamesOfClassrooms(
    db,
    classes.map((row) => Number(row.id)).concat(goodsRefs(goods, 'classroom')),
  )
  const goodsExams = await examNamesOfGoods(db, goods)
  return {
    courses: courses.map((row) => ({
      card: toCourseCard(row),
      examNames: row.exam_name ? [row.exam_name] : [],
    })),
    classes: classes.map((row) => ({
      card: toClassroomCard(row),
      examNames: classroomExams.get(Number(row.id)) ?? [],
    })),
    goods: goods.map((row) => ({
      card: toGoodsItem(row),
      examNames:
        row.type === 'classroom'
          ? (classroomExams.get(Number(row.ref_id)) ?? [])
          : (goodsExams.get(Number(row.id)) ?? []),
    })),
    lives: lives.map((row) => ({
      card: toLiveLesson(row),
      examNames: row.exam_name ? [row.exam_name] : [],
    })),
  }
}

function goodsRefs(goods: { type: string; ref_id: number }[], type: string): number[] {
  return goods.filter((row) => row.type === type).map((row) => Number(row.ref_id))
}

/** The exam category name of each course (a course under no exam has none). */
async function examNamesOfCourses(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map()
  const rows = await coursesWithExam(db)
    .select(['courses.id', 'exam.name'])
    .where('courses.id', 'in', ids)
    .where('exam.name', 'is not', null)
    .execute()
  return groupNames(rows.map((row) => ({ id: row.id, name: row.name ?? '' })))
}

/** The exam names of things by the courses they hold: `links` pairs a thing with a course. */
async function examNamesByCourses(
  db: Kysely<Database>,
  links: { id: number; courseId: number }[],
): Promise<Map<number, string[]>> {
  const byCourse = await examNamesOfCourses(
    db,
    links.map((link) => Number(link.courseId)),
  )
  return groupNames(
    links.flatMap((link) =>
      (byCourse.get(Number(link.courseId)) ?? []).map((name) => ({ id: link.id, name })),
    ),
  )
}

/** The exam category names of each class room's courses. */
async function examNamesOfClassrooms(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, string[]>> {
  if (ids.length === 0) return new Map()
  const links = await db
    .selectFrom('classroom_courses')
    .select(['classroom_id as id', 'course_id as courseId'])
    .where('classroom_id', 'in', ids)
    .execute()
  return examNamesByCourses(db, links)
}

/**
 * The exam names of what goods sell: a course's exam category; a book's linked courses'; a
 * question bank's subjects' exam.
 */
async function examNamesOfGoods(
  db: Kysely<Database>,
  goods: { id: number; type: string; ref_id: number }[],
): Promise<Map<number, string[]>> {
  const courseLinks = goods
    .filter((row) => row.type === 'course')
    .map((row) => ({ id: Number(row.id), courseId: Number(row.ref_id) }))
  const books = goods.filter((row) => row.type === 'goods').map((row) => Number(row.id))
  const [bookLinks, bankRows] =
    books.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('goods_courses')
            .select(['goods_id as id', 'course_id as courseId'])
            .where('goods_id', 'in', books)
            .execute(),
          db
            .selectFrom('goods_subjects')
            .innerJoin('bank_subjects', 'bank_subjects.id', 'goods_subjects.subject_id')
            .innerJoin('bank_exams', 'bank_exams.id', 'bank_subjects.exam_id')
            .select(['goods_subjects.goods_id as id', 'bank_exams.name'])
            .where('goods_subjects.goods_id', 'in', books)
            .execute(),
        ])
  const byCourses = await examNamesByCourses(db, [...courseLinks, ...bookLinks])
  const names = groupNames(bankRows)
  for (const [id, exams] of byCourses) names.set(id, [...(names.get(id) ?? []), ...exams])
  return names
}

function groupNames(rows: { id: number; name: string }[]): Map<number, string[]> {
  const names = new Map<number, string[]>()
  for (const row of rows) {
    const id = Number(row.id)
    names.set(id, [...(names.get(id) ?? []), row.name])
  }
  return names
}

/**
 * The subjects learners study most (their courses' learners added up), with their exam's
 * name, most studied first: what 热门搜索 offers.
 */
export async function popularSubjects(
  db: Kysely<Database>,
): Promise<{ name: string; examName: string | null }[]> {
  const rows = await db
    .selectFrom('course_categories as subject')
    .innerJoin('courses', 'courses.category_id', 'subject.id')
    .leftJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
    .select(['subject.name', 'exam.name as exam_name'])
    .select((eb) => eb.fn.sum<number>('courses.student_count').as('learners'))
    .where('subject.parent_id', 'is not', null)
    .groupBy(['subject.id', 'subject.name', 'exam.name', 'subject.sort'])
    .orderBy('learners', 'desc')
    .orderBy('subject.sort')
    .orderBy('subject.id')
    .execute()
  return rows.map((row) => ({ name: row.name, examName: row.exam_name }))
}
