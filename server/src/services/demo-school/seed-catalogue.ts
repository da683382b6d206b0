import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@server/db/schema'
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

  // Lives around the seeding time: replays (ready, and one being made), one on now,
  // one within 2 hours (enterable), one 3 hours away (the notice), later ones, one cancelled,
  // free and paid, over several courses. Courses 2, 3, 37, 40 and 46 have none: tests give
  // learners those and add their own lives.
  const fiveMinutes = 5 * 60_000
  const base = Math.floor(now.getTime() / fiveMinutes) * fiveMinutes
  const minutes = (n: number) => base + n * 60_000
  const [junior, intermediate, cpa, tax] = examCourses
  const lives: {
    course: number
    title: string
    start: number
    length: number
    free: number
    status?: 'unpublished'
    cancelled?: true
    /** Minutes after its end that its replay became ready; none: still being made. */
    replayAfter?: number
  }[] = [
    {
      course: junior[0],
      title: '第一章 总论 直播精讲',
      start: -1440,
      length: 90,
      free: 1,
      replayAfter: 30,
    },
    { course: intermediate[0], title: '长期股权投资 重难点直播', start: -30, length: 90, free: 0 },
    { course: cpa[0], title: '收入准则 五步法 直播串讲', start: 60, length: 90, free: 1 },
    { course: tax[0], title: '增值税 计税方法 直播答疑', start: 1440 + 600, length: 120, free: 0 },
    {
      course: junior[0],
      title: '经济法 劳动合同 高频考点',
      start: 2880 + 570,
      length: 90,
      free: 1,
    },
    {
      course: cpa[0],
      title: '审计报告 考前押题直播',
      start: 7200,
      length: 120,
      free: 0,
      status: 'unpublished',
    },
    { course: intermediate[1], title: '资金时间价值 直播精讲', start: 180, length: 90, free: 0 },
    { course: intermediate[3], title: '合并报表 抵销分录 直播', start: -100, length: 90, free: 0 },
    {
      course: cpa[1],
      title: '审计抽样 直播答疑',
      start: -2880,
      length: 120,
      free: 0,
      replayAfter: 60,
    },
    { course: cpa[3], title: '消费税 直播串讲', start: 4320 + 60, length: 90, free: 1 },
    {
      course: cpa[6],
      title: '公司战略 SWOT 分析直播',
      start: 300,
      length: 90,
      free: 0,
      cancelled: true,
    },
    {
      course: intermediate[0],
      title: '存货 期末计量 直播',
      start: -4320,
      length: 90,
      free: 1,
      replayAfter: 45,
    },
    {
      course: tax[4],
      title: '企业所得税 汇算清缴 直播',
      start: 1440 * 5 + 600,
      length: 120,
      free: 0,
    },
  ]
  for (const [index, live] of lives.entries()) {
    const end = live.start + live.length
    await db
      .insertInto('lives')
      .values({
        course_id: live.course,
        lesson_title: live.title,
        teacher: '',
        start_time: minutes(live.start),
        end_time: minutes(end),
        free: live.free,
        status: live.status ?? 'published',
        state: live.cancelled ? 'cancelled' : 'scheduled',
        replay_ready_at: live.replayAfter === undefined ? null : minutes(end + live.replayAfter),
        media_key: `demo-live-${index + 1}`,
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

/** Puts each demo live in its course's first chapter (the playback list groups by chapter). */
export async function placeLivesInChapters(db: Db): Promise<void> {
  await db
    .updateTable('lives')
    .set((eb) => ({
      chapter_id: eb
        .selectFrom('chapters')
        .select((inner) => inner.fn.min('chapters.id').as('id'))
        .whereRef('chapters.course_id', '=', 'lives.course_id'),
    }))
    .execute()
}
