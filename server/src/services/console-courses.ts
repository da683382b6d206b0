import type { Kysely, Transaction } from 'kysely'
import type {
  ConsoleCourse,
  ConsoleCourseDetail,
  ConsoleLesson,
  CourseChange,
  NewCourse,
} from '@common/contracts/console-courses'
import {
  contentTitleError,
  coursePriceError,
  publishCourseError,
} from '@common/rules/course-content'
import {
  consoleCourseQuery,
  courseChapters,
  courseLessons,
} from '@server/db/repositories/console-courses'
import { findTeacher } from '@server/db/repositories/teachers'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { syncOwnGoods } from './own-goods'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>
type CourseRow = Awaited<
  ReturnType<ReturnType<typeof consoleCourseQuery>['executeTakeFirstOrThrow']>
>

function toConsoleCourse(row: CourseRow, chapters: { id: number; title: string }[]): ConsoleCourse {
  return {
    id: Number(row.id),
    title: row.title,
    teacherId: row.teacher_id === null ? null : Number(row.teacher_id),
    teacher: row.teacher,
    chapters,
    subjectId: Number(row.category_id),
    subjectName: row.subject_name,
    examName: row.exam_name ?? '',
    cover: row.picture,
    priceFen: Number(row.price_fen),
    discountPriceFen: Number(row.discount_price_fen),
    validityDays: Number(row.validity_days),
    status: row.status,
    lessonCount: Number(row.lesson_count),
    studentCount: Number(row.student_count),
  }
}

/** Every course with its chapters (the console's list, and the lives form's choices). */
export async function consoleCourses(db: Kysely<Database>): Promise<ConsoleCourse[]> {
  const [courses, chapters] = await Promise.all([
    consoleCourseQuery(db).orderBy('courses.id', 'desc').execute(),
    courseChapters(db),
  ])
  return courses.map((course) =>
    toConsoleCourse(
      course,
      chapters
        .filter((chapter) => Number(chapter.course_id) === Number(course.id))
        .map((chapter) => ({ id: Number(chapter.id), title: chapter.title })),
    ),
  )
}

export function toConsoleLesson(
  row: Awaited<ReturnType<typeof courseLessons>>[number],
): ConsoleLesson {
  return {
    id: Number(row.id),
    chapterId: row.chapter_id === null ? null : Number(row.chapter_id),
    title: row.title,
    free: Number(row.free) === 1,
    published: row.status === 'published',
    duration: Number(row.duration),
    hasVideo: row.media_file !== '',
    sort: Number(row.sort),
  }
}

/** A course with its description, chapters and lessons, in order. */
export async function consoleCourseDetail(db: Db, id: number): Promise<ConsoleCourseDetail> {
  const row = await consoleCourseQuery(db).where('courses.id', '=', id).executeTakeFirst()
  if (!row) throw FAILURES.courseNotFound()
  const [chapters, lessons] = await Promise.all([courseChapters(db, id), courseLessons(db, id)])
  const outline = chapters.map((c) => ({ id: Number(c.id), title: c.title, sort: Number(c.sort) }))
  return {
    ...toConsoleCourse(
      row,
      outline.map(({ id: chapterId, title }) => ({ id: chapterId, title })),
    ),
    description: row.description,
    outline,
    lessons: lessons.map(toConsoleLesson),
  }
}

/** The columns a course's fields make, checked: a subject (not an exam), a teacher, prices. */
async function checkedCourse(db: Db, course: NewCourse) {
  assertValid(contentTitleError(course.title, '课程'))
  assertValid(coursePriceError(course.priceFen, course.discountPriceFen))
  const subject = await db
    .selectFrom('course_categories')
    .select(['id', 'parent_id'])
    .where('id', '=', course.subjectId)
    .executeTakeFirst()
  if (!subject || subject.parent_id === null) throw new ApiFailure(400, '请选择课程所属科目')
  const teacher = await findTeacher(db, course.teacherId)
  if (!teacher) throw FAILURES.teacherNotFound()
  return {
    category_id: course.subjectId,
    title: course.title.trim(),
    teacher_id: Number(teacher.id),
    teacher: teacher.name,
    price_fen: course.priceFen,
    discount_price_fen: course.discountPriceFen,
    validity_days: course.validityDays,
    description: (course.description ?? '').trim(),
  }
}

const summaryOf = (values: {
  title: string
  teacher: string
  price_fen: number
  discount_price_fen: number
}) => ({
  title: values.title,
  teacher: values.teacher,
  price: values.price_fen,
  discountPrice: values.discount_price_fen,
})

/** A new course, a draft until published; its cover drawn unless one was uploaded. */
export async function createCourse(
  db: Kysely<Database>,
  course: NewCourse,
  actor: Actor,
  now: Instant,
): Promise<ConsoleCourseDetail> {
  const values = await checkedCourse(db, course)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('courses')
      .values({ ...values, picture: course.cover ?? '', status: 'draft', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(row.id)
    if (!course.cover) {
      await trx
        .updateTable('courses')
        .set({ picture: `/media/covers/course/${id}.svg` })
        .where('id', '=', id)
        .execute()
    }
    await syncOwnGoods(trx, 'course', id)
    await audit(trx, actor, 'course.create', `course:${id}`, { after: summaryOf(values) }, now)
    return consoleCourseDetail(trx, id)
  })
}

/** Changes a course; publishing needs a published lesson with a video. */
export async function changeCourse(
  db: Kysely<Database>,
  id: number,
  change: CourseChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleCourseDetail> {
  const before = await consoleCourseDetail(db, id)
  const values = await checkedCourse(db, {
    subjectId: change.subjectId ?? before.subjectId,
    title: change.title ?? before.title,
    teacherId: change.teacherId ?? before.teacherId ?? 0,
    priceFen: change.priceFen ?? before.priceFen,
    discountPriceFen: change.discountPriceFen ?? before.discountPriceFen,
    validityDays: change.validityDays ?? before.validityDays,
    description: change.description ?? before.description,
  })
  const status = change.status ?? before.status
  if (status === 'published' && before.status !== 'published') {
    assertValid(publishCourseError(before.lessons))
  }
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('courses')
      .set({ ...values, status, ...(change.cover ? { picture: change.cover } : {}) })
      .where('id', '=', id)
      .execute()
    await syncOwnGoods(trx, 'course', id)
    const beforeSummary = {
      ...summaryOf({
        title: before.title,
        teacher: before.teacher,
        price_fen: before.priceFen,
        discount_price_fen: before.discountPriceFen,
      }),
      status: before.status,
    }
    await audit(
      trx,
      actor,
      status !== before.status
        ? status === 'published'
          ? 'course.publish'
          : 'course.withdraw'
        : 'course.update',
      `course:${id}`,
      { before: beforeSummary, after: { ...summaryOf(values), status } },
      now,
    )
    return consoleCourseDetail(trx, id)
  })
}
