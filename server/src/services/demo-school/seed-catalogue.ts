import type { Transaction } from 'kysely'
import type { Database } from '@server/db/schema'
import type { SchoolFile } from './data-files'

type Trx = Transaction<Database>
type Course = SchoolFile['courses'][number]
type Lesson = NonNullable<Course['introduction']>[number]

const fen = (yuan: number) => Math.round(yuan * 100)
const MINUTE = 60_000

/** The goods types of the store, by what they sell. */
export type GoodsTypeIds = Record<keyof SchoolFile['goodsTypes'], number>

async function insertId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).id)
}

/** Course categories: each exam and under it its subjects; their ids by `exam/subject`. */
async function seedCategories(db: Trx, school: SchoolFile): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [examSort, exam] of school.exams.entries()) {
    const examId = await insertId(
      db
        .insertInto('course_categories')
        .values({ parent_id: null, name: exam.name, sort: examSort })
        .returning('id'),
    )
    for (const [sort, name] of exam.subjects.entries()) {
      const id = await insertId(
        db
          .insertInto('course_categories')
          .values({ parent_id: examId, name, sort })
          .returning('id'),
      )
      ids.set(`${exam.name}/${name}`, id)
    }
  }
  return ids
}

/** A course with its cover (drawn by the server for its id), chapters and lessons. */
async function seedCourse(
  db: Trx,
  course: Course,
  categoryId: number,
  createdAt: number,
): Promise<number> {
  const lessons: { chapterId: number | null; lesson: Lesson }[] = []
  const courseId = await insertId(
    db
      .insertInto('courses')
      .values({
        category_id: categoryId,
        title: course.title,
        picture: '',
        teacher: course.teacher,
        price_fen: fen(course.listPrice),
        discount_price_fen: fen(course.price),
        description: course.description,
        lesson_count: 0,
        student_count: course.students,
        free_list_type: course.freeList ?? null,
        sort: course.sort,
        created_at: createdAt,
      })
      .returning('id'),
  )
  for (const lesson of course.introduction ?? []) lessons.push({ chapterId: null, lesson })
  for (const [sort, chapter] of course.chapters.entries()) {
    const chapterId = await insertId(
      db
        .insertInto('chapters')
        .values({ course_id: courseId, title: chapter.title, sort })
        .returning('id'),
    )
    for (const lesson of chapter.lessons) lessons.push({ chapterId, lesson })
  }
  if (lessons.length > 0) {
    await db
      .insertInto('lessons')
      .values(
        lessons.map(({ chapterId, lesson }, sort) => ({
          course_id: courseId,
          chapter_id: chapterId,
          title: lesson.title,
          free: lesson.free ? 1 : 0,
          status: lesson.unpublished ? 'unpublished' : 'published',
          duration: lesson.duration,
          media_file: lesson.video,
          teacher: course.teacher,
          sort,
        })),
      )
      .execute()
  }
  await db
    .updateTable('courses')
    .set({ picture: `/media/covers/course/${courseId}.svg`, lesson_count: lessons.length })
    .where('id', '=', courseId)
    .execute()
  return courseId
}

async function seedGoodsTypes(db: Trx, school: SchoolFile): Promise<GoodsTypeIds> {
  const ids = {} as GoodsTypeIds
  for (const [sort, kind] of (['courses', 'classrooms', 'books', 'banks'] as const).entries()) {
    ids[kind] = await insertId(
      db.insertInto('goods_types').values({ name: school.goodsTypes[kind], sort }).returning('id'),
    )
  }
  return ids
}

/**
 * Class rooms with their own goods (what they open: `goodsCourses`), their courses in order,
 * and the goods sold on their pages (their own first). Books must be in `goodsOf` already for
 * the pages' goods; the class rooms' goods come before the books in the store's order.
 */
async function seedClassrooms(
  db: Trx,
  school: SchoolFile,
  courseIds: number[],
  goodsTypeId: number,
  createdAt: number,
): Promise<{ roomId: number; goodsId: number }[]> {
  const made: { roomId: number; goodsId: number }[] = []
  for (const [sort, room] of school.classrooms.entries()) {
    const roomId = await insertId(
      db
        .insertInto('classrooms')
        .values({
          title: room.title,
          picture: '',
          description: room.description,
          price_fen: fen(room.listPrice),
          discount_price_fen: fen(room.price),
          validity_days: room.validityDays,
          student_count: room.students,
          created_at: createdAt,
        })
        .returning('id'),
    )
    const cover = `/media/covers/classroom/${roomId}.svg`
    await db.updateTable('classrooms').set({ picture: cover }).where('id', '=', roomId).execute()
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: goodsTypeId,
          type: 'classroom',
          ref_id: roomId,
          title: room.title,
          cover,
          summary: room.summary,
          price_fen: fen(room.listPrice),
          discount_price_fen: fen(room.price),
          sort,
        })
        .returning('id'),
    )
    await db
      .insertInto('goods_courses')
      .values(
        room.goodsCourses.map((place) => ({ goods_id: goodsId, course_id: courseIds[place - 1] })),
      )
      .execute()
    await db
      .insertInto('classroom_courses')
      .values(
        room.courses.map((place, at) => ({
          classroom_id: roomId,
          course_id: courseIds[place - 1],
          sort: at,
        })),
      )
      .execute()
    made.push({ roomId, goodsId })
  }
  return made
}

/** Lives placed around `now` (on 5-minute marks), each in its course's first chapter. */
async function seedLives(db: Trx, school: SchoolFile, courseIds: number[], now: Date) {
  const fiveMinutes = 5 * MINUTE
  const base = Math.floor(now.getTime() / fiveMinutes) * fiveMinutes
  const at = (minutes: number) => base + minutes * MINUTE
  for (const [index, live] of school.lives.entries()) {
    const courseId = courseIds[live.course - 1]
    const [course, chapter] = await Promise.all([
      db
        .selectFrom('courses')
        .select('teacher')
        .where('id', '=', courseId)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('chapters')
        .select((eb) => eb.fn.min('id').as('id'))
        .where('course_id', '=', courseId)
        .executeTakeFirst(),
    ])
    const end = live.start + live.length
    await db
      .insertInto('lives')
      .values({
        course_id: courseId,
        chapter_id: chapter?.id === null || chapter?.id === undefined ? null : Number(chapter.id),
        lesson_title: live.title,
        teacher: course.teacher,
        start_time: at(live.start),
        end_time: at(end),
        free: live.free ? 1 : 0,
        status: live.unpublished ? 'unpublished' : 'published',
        state: live.cancelled ? 'cancelled' : 'scheduled',
        replay_ready_at: live.replayAfter === undefined ? null : at(end + live.replayAfter),
        media_key: `demo-live-${index + 1}`,
      })
      .execute()
  }
}

/**
 * The demo catalogue (server/demo-school/school.json): course categories, courses with their
 * lessons, the store (every course that costs something sold by its own goods, class rooms,
 * books) and lives around `now`. Returns the store's goods types and the courses' ids in order.
 */
export async function seedCatalogue(
  db: Trx,
  school: SchoolFile,
  now: Date,
): Promise<{ goodsTypes: GoodsTypeIds; courseIds: number[] }> {
  const createdAt = now.getTime()
  const categories = await seedCategories(db, school)
  const courseIds: number[] = []
  for (const course of school.courses) {
    const categoryId = categories.get(course.category.join('/'))
    if (categoryId === undefined) {
      throw new Error(`demo school data: course ${course.title} names no category`)
    }
    courseIds.push(await seedCourse(db, course, categoryId, createdAt))
  }
  const types = await seedGoodsTypes(db, school)

  const goodsOfCourse = new Map<number, number>()
  const paid = school.courses.flatMap((course, at) => (course.price > 0 ? [{ course, at }] : []))
  for (const [sort, { course, at }] of paid.entries()) {
    const courseId = courseIds[at]
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: types.courses,
          type: 'course',
          ref_id: courseId,
          title: course.title,
          cover: `/media/covers/course/${courseId}.svg`,
          summary: course.description,
          price_fen: fen(course.listPrice),
          discount_price_fen: fen(course.price),
          sort,
        })
        .returning('id'),
    )
    await db
      .insertInto('goods_courses')
      .values({ goods_id: goodsId, course_id: courseId })
      .execute()
    goodsOfCourse.set(at + 1, goodsId)
  }

  const rooms = await seedClassrooms(db, school, courseIds, types.classrooms, createdAt)

  const goodsOfBook = new Map<number, number>()
  for (const [index, book] of school.books.entries()) {
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: types.books,
          type: 'goods',
          ref_id: index + 1,
          title: book.title,
          cover: '',
          summary: book.summary,
          price_fen: fen(book.listPrice),
          discount_price_fen: fen(book.price),
          ships: 1,
          sort: index,
        })
        .returning('id'),
    )
    const cover = `/media/covers/goods/${goodsId}.svg`
    await db.updateTable('goods').set({ cover }).where('id', '=', goodsId).execute()
    goodsOfBook.set(index + 1, goodsId)
  }

  for (const [index, room] of school.classrooms.entries()) {
    const { roomId, goodsId } = rooms[index]
    const sold = room.sells.map((item) =>
      'course' in item ? goodsOfCourse.get(item.course) : goodsOfBook.get(item.book),
    )
    if (sold.some((id) => id === undefined)) {
      throw new Error(`demo school data: class room ${room.title} sells goods that do not exist`)
    }
    await db
      .insertInto('classroom_goods')
      .values(
        [goodsId, ...(sold as number[])].map((id, sort) => ({
          classroom_id: roomId,
          goods_id: id,
          sort,
        })),
      )
      .execute()
  }

  await seedLives(db, school, courseIds, now)
  return { goodsTypes: types, courseIds }
}
