import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../schema'
import {
  DEMO_BOOKS,
  DEMO_CLASSROOMS,
  DEMO_COURSE_KINDS,
  DEMO_EXAMS,
  DEMO_FREE_COURSES,
  DEMO_GOODS_TYPES,
} from './catalogue'

type Db = Kysely<Database> | Transaction<Database>

const fen = (yuan: number) => Math.round(yuan * 100)

async function insertId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>
}): Promise<number> {
  return Number((await query.executeTakeFirstOrThrow()).id)
}

/** The demo catalogue: exams and subjects, courses, class rooms, goods, and lives around `now`. */
export async function seedCatalogue(db: Db, now: Date): Promise<void> {
  const createdAt = now.getTime()
  const examCourses: number[][] = []
  const firstCourseOfExam: number[] = []

  for (const [examIndex, exam] of DEMO_EXAMS.entries()) {
    const examId = await insertId(
      db
        .insertInto('course_categories')
        .values({ parent_id: null, name: exam.name, sort: examIndex })
        .returning('id'),
    )
    const courses: number[] = []
    for (const [subjectIndex, subject] of exam.subjects.entries()) {
      const subjectId = await insertId(
        db
          .insertInto('course_categories')
          .values({ parent_id: examId, name: subject.name, sort: subjectIndex })
          .returning('id'),
      )
      for (const [kindIndex, kind] of DEMO_COURSE_KINDS.entries()) {
        const id = await insertId(
          db
            .insertInto('courses')
            .values({
              category_id: subjectId,
              title: `${subject.name} ${kind.suffix}`,
              picture: '',
              teacher: subject.teacher,
              price_fen: fen(kind.listPrice),
              discount_price_fen: fen(kind.price),
              description: kind.description,
              lesson_count: kind.lessons,
              student_count:
                1200 + ((examIndex * 7 + subjectIndex * 13 + kindIndex * 29) % 40) * 97,
              free_list_type: null,
              sort: kindIndex,
              created_at: createdAt,
            })
            .returning('id'),
        )
        courses.push(id)
      }
    }
    examCourses.push(courses)
    firstCourseOfExam.push(courses[0])
  }

  for (const [index, free] of DEMO_FREE_COURSES.entries()) {
    const subject = await db
      .selectFrom('course_categories')
      .select('id')
      .where('parent_id', 'is not', null)
      .orderBy('id')
      .offset(DEMO_EXAMS.slice(0, free.exam).reduce((n, exam) => n + exam.subjects.length, 0))
      .limit(1)
      .executeTakeFirstOrThrow()
    const id = await insertId(
      db
        .insertInto('courses')
        .values({
          category_id: Number(subject.id),
          title: free.title,
          picture: '',
          teacher: free.teacher,
          price_fen: 0,
          discount_price_fen: 0,
          description:
            free.type === 0 ? '考前必备的复习资料，免费领取学习。' : '名师免费试听课，先听再选课。',
          lesson_count: free.type === 0 ? 1 : 3,
          student_count: 5000 + index * 631,
          free_list_type: free.type,
          sort: 10 + index,
          created_at: createdAt,
        })
        .returning('id'),
    )
    examCourses[free.exam].push(id)
  }

  // Pictures name their own row: the server draws each cover (server/src/covers.ts).
  const allCourses = await db.selectFrom('courses').select('id').execute()
  for (const { id } of allCourses) {
    await db
      .updateTable('courses')
      .set({ picture: `/media/covers/course/${id}.svg` })
      .where('id', '=', id)
      .execute()
  }

  const typeIds: number[] = []
  for (const [sort, name] of DEMO_GOODS_TYPES.entries()) {
    typeIds.push(
      await insertId(db.insertInto('goods_types').values({ name, sort }).returning('id')),
    )
  }

  // Course goods: every course that costs something can be bought on its own.
  const paid = await db
    .selectFrom('courses')
    .select(['id', 'title', 'price_fen', 'discount_price_fen', 'description'])
    .where('discount_price_fen', '>', 0)
    .orderBy('id')
    .execute()
  for (const [sort, course] of paid.entries()) {
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: typeIds[0],
          type: 'course',
          ref_id: Number(course.id),
          title: course.title,
          cover: `/media/covers/course/${course.id}.svg`,
          summary: course.description,
          price_fen: course.price_fen,
          discount_price_fen: course.discount_price_fen,
          sort,
        })
        .returning('id'),
    )
    await db
      .insertInto('goods_courses')
      .values({ goods_id: goodsId, course_id: Number(course.id) })
      .execute()
  }

  // Class rooms bundle every course of their exam.
  for (const [index, room] of DEMO_CLASSROOMS.entries()) {
    const roomId = await insertId(
      db
        .insertInto('classrooms')
        .values({
          title: room.title,
          picture: '',
          description: '班主任全程督学，直播答疑，配套题库与讲义。',
          price_fen: fen(room.listPrice),
          discount_price_fen: fen(room.price),
          created_at: createdAt,
        })
        .returning('id'),
    )
    await db
      .updateTable('classrooms')
      .set({ picture: `/media/covers/classroom/${roomId}.svg` })
      .where('id', '=', roomId)
      .execute()
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: typeIds[1],
          type: 'classroom',
          ref_id: roomId,
          title: room.title,
          cover: `/media/covers/classroom/${roomId}.svg`,
          summary: '含本考试全部科目课程，班主任督学',
          price_fen: fen(room.listPrice),
          discount_price_fen: fen(room.price),
          sort: index,
        })
        .returning('id'),
    )
    for (const courseId of examCourses[index]) {
      await db
        .insertInto('goods_courses')
        .values({ goods_id: goodsId, course_id: courseId })
        .execute()
    }
  }

  for (const [index, book] of DEMO_BOOKS.entries()) {
    const goodsId = await insertId(
      db
        .insertInto('goods')
        .values({
          goods_type_id: typeIds[2],
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
    await db
      .updateTable('goods')
      .set({ cover: `/media/covers/goods/${goodsId}.svg` })
      .where('id', '=', goodsId)
      .execute()
  }

  // Lives around the seeding time: one replay, one live now, one within 2 hours, later ones.
  const fiveMinutes = 5 * 60_000
  const base = Math.floor(now.getTime() / fiveMinutes) * fiveMinutes
  const minutes = (n: number) => base + n * 60_000
  const lives = [
    {
      course: firstCourseOfExam[0],
      title: '第一章 总论 直播精讲',
      start: -1440,
      length: 90,
      free: 1,
    },
    {
      course: firstCourseOfExam[1],
      title: '长期股权投资 重难点直播',
      start: -20,
      length: 90,
      free: 0,
    },
    {
      course: firstCourseOfExam[2],
      title: '收入准则 五步法 直播串讲',
      start: 45,
      length: 90,
      free: 1,
    },
    {
      course: firstCourseOfExam[3],
      title: '增值税 计税方法 直播答疑',
      start: 1440 + 600,
      length: 120,
      free: 0,
    },
    {
      course: firstCourseOfExam[0],
      title: '经济法 劳动合同 高频考点',
      start: 2880 + 570,
      length: 90,
      free: 1,
    },
    {
      course: firstCourseOfExam[2],
      title: '审计报告 考前押题直播',
      start: 7200,
      length: 120,
      free: 0,
      status: 'unpublished',
    },
  ]
  for (const live of lives) {
    await db
      .insertInto('lives')
      .values({
        course_id: live.course,
        lesson_title: live.title,
        teacher: '',
        start_time: minutes(live.start),
        end_time: minutes(live.start + live.length),
        free: live.free,
        status: live.status ?? 'published',
      })
      .execute()
  }
  await db
    .updateTable('lives')
    .set((eb) => ({
      teacher: eb
        .selectFrom('courses')
        .select('courses.teacher')
        .whereRef('courses.id', '=', 'lives.course_id'),
    }))
    .execute()
}
