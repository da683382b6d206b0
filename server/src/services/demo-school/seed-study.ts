import type { Kysely, Transaction } from 'kysely'
import type { Database } from '@server/db/schema'
import {
  DEMO_DISCUSSIONS,
  DEMO_LEARNERS,
  INTRODUCTION_LESSONS,
  LESSON_STYLES,
  SAMPLE_VIDEOS,
  SUBJECT_OUTLINES,
} from './study'

type Db = Kysely<Database> | Transaction<Database>

/** The outline a course follows: the subject named in its title, else its category's. */
function outlineOf(title: string, categoryName: string) {
  const named = Object.keys(SUBJECT_OUTLINES)
    .filter((subject) => title.includes(subject))
    .sort((a, b) => b.length - a.length)[0]
  return SUBJECT_OUTLINES[named ?? categoryName] ?? SUBJECT_OUTLINES['初级会计实务']
}

/**
 * Chapters and lessons of every course, varied by the course's place: 2–4 chapters of 2–5
 * lessons, the first one or two lessons free, an introduction before the first chapter in
 * every fifth course, one lesson still unpublished in every fourth. Returns lesson ids in
 * order per course.
 */
async function seedLessons(db: Db, createdAt: number): Promise<Map<number, number[]>> {
  const courses = await db
    .selectFrom('courses')
    .innerJoin('course_categories', 'course_categories.id', 'courses.category_id')
    .select(['courses.id', 'courses.title', 'courses.teacher', 'course_categories.name'])
    .where('courses.created_at', '=', createdAt)
    .orderBy('courses.id')
    .execute()
  const lessonsOfCourse = new Map<number, number[]>()
  let video = 0
  for (const [index, course] of courses.entries()) {
    const courseId = Number(course.id)
    const style = Object.entries(LESSON_STYLES).find(([kind]) => course.title.endsWith(kind))
    const outline = outlineOf(course.title, course.name).slice(0, 2 + (index % 3))
    const plan: { chapter: number | null; title: string }[] = []
    if (index % 5 === 0) {
      const intro = INTRODUCTION_LESSONS.slice(0, 1 + (index % 2))
      intro.forEach((title) => plan.push({ chapter: null, title }))
    }
    for (const [chapterIndex, [chapterTitle, ...topics]] of outline.entries()) {
      const chapter = await db
        .insertInto('chapters')
        .values({ course_id: courseId, title: chapterTitle, sort: chapterIndex })
        .returning('id')
        .executeTakeFirstOrThrow()
      topics.slice(0, 2 + ((index + chapterIndex) % 4)).forEach((topic, topicIndex) =>
        plan.push({
          chapter: Number(chapter.id),
          title: `${chapterIndex + 1}.${topicIndex + 1} ${topic}${style?.[1] ?? ''}`,
        }),
      )
    }
    const freeCount = index % 2 === 0 ? 2 : 1
    const ids: number[] = []
    for (const [sort, lesson] of plan.entries()) {
      const sample = SAMPLE_VIDEOS[video++ % SAMPLE_VIDEOS.length]
      const unpublished = index % 4 === 1 && sort === plan.length - 1
      const row = await db
        .insertInto('lessons')
        .values({
          course_id: courseId,
          chapter_id: lesson.chapter,
          title: lesson.title,
          free: sort < freeCount ? 1 : 0,
          status: unpublished ? 'unpublished' : 'published',
          duration: sample.duration,
          media_file: sample.file,
          teacher: course.teacher,
          sort,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      ids.push(Number(row.id))
    }
    await db
      .updateTable('courses')
      .set({ lesson_count: plan.length })
      .where('id', '=', courseId)
      .execute()
    lessonsOfCourse.set(courseId, ids)
  }
  return lessonsOfCourse
}

/**
 * Class rooms hold 3–6 courses of their exam (each subject's 基础精讲班 first) and sell
 * their own goods, the goods of their exam's courses and the books.
 */
async function seedClassrooms(db: Db, createdAt: number): Promise<void> {
  const rooms = await db
    .selectFrom('classrooms')
    .select(['id'])
    .where('created_at', '=', createdAt)
    .orderBy('id')
    .execute()
  const roomGoods = await db
    .selectFrom('goods')
    .innerJoin('goods_courses', 'goods_courses.goods_id', 'goods.id')
    .select(['goods.id', 'goods.type', 'goods.ref_id', 'goods_courses.course_id'])
    .where('goods.type', '=', 'classroom')
    .execute()
  const books = await db
    .selectFrom('goods')
    .select('id')
    .where('type', '=', 'goods')
    .orderBy('id')
    .execute()
  for (const [index, room] of rooms.entries()) {
    const roomId = Number(room.id)
    const examCourses = roomGoods
      .filter((goods) => Number(goods.ref_id) === roomId)
      .map((goods) => Number(goods.course_id))
    const paid = await db
      .selectFrom('courses')
      .select(['id'])
      .where('id', 'in', examCourses.length ? examCourses : [0])
      .where('discount_price_fen', '>', 0)
      .orderBy('sort')
      .orderBy('id')
      .execute()
    const courseIds = paid.map((course) => Number(course.id)).slice(0, [4, 5, 6, 3][index % 4])
    for (const [sort, courseId] of courseIds.entries()) {
      await db
        .insertInto('classroom_courses')
        .values({ classroom_id: roomId, course_id: courseId, sort })
        .execute()
    }
    const courseGoods = await db
      .selectFrom('goods')
      .select('id')
      .where('type', '=', 'course')
      .where('ref_id', 'in', paid.length ? paid.map((course) => Number(course.id)) : [0])
      .orderBy('id')
      .execute()
    const own = roomGoods.find((goods) => Number(goods.ref_id) === roomId)
    const goodsIds = [
      ...(own ? [Number(own.id)] : []),
      ...courseGoods.map((goods) => Number(goods.id)),
      Number(books[index % books.length].id),
    ]
    for (const [sort, goodsId] of [...new Set(goodsIds)].entries()) {
      await db
        .insertInto('classroom_goods')
        .values({ classroom_id: roomId, goods_id: goodsId, sort })
        .execute()
    }
    await db
      .updateTable('classrooms')
      .set({ student_count: 860 + index * 317, validity_days: 365 + index * 90 })
      .where('id', '=', roomId)
      .execute()
  }
}

/** Demo learners' comments and replies on the first lessons of courses 1, 2 and 4. */
async function seedDiscussions(db: Db, lessonsOfCourse: Map<number, number[]>, now: Date) {
  const learners: number[] = []
  for (const learner of DEMO_LEARNERS) {
    const row = await db
      .insertInto('users')
      // No password and no mobile: nobody can log in as a demo learner.
      .values({ ...learner, password_hash: null, created_at: now.getTime() })
      .returning('id')
      .executeTakeFirstOrThrow()
    learners.push(Number(row.id))
  }
  let minute = 0
  const at = () => now.getTime() - (600 - minute++ * 7) * 60_000
  const courses = [...lessonsOfCourse.keys()]
  for (const courseId of [courses[0], courses[1], courses[3]]) {
    const lessonId = lessonsOfCourse.get(courseId)?.[0]
    if (lessonId === undefined) continue
    for (const discussion of DEMO_DISCUSSIONS) {
      const row = await db
        .insertInto('lesson_discussions')
        .values({
          lesson_id: lessonId,
          user_id: learners[discussion.author],
          content: discussion.content,
          created_at: at(),
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      for (const [author, target, content] of discussion.replies) {
        await db
          .insertInto('discussion_replies')
          .values({
            discuss_id: Number(row.id),
            user_id: learners[author],
            target_user_id: learners[target],
            content,
            created_at: at(),
          })
          .execute()
      }
    }
  }
}

/**
 * The demo study content of the catalogue seeded at `now` (rows created then): lessons,
 * class rooms' courses and goods, a few discussions.
 */
export async function seedStudy(db: Db, now: Date): Promise<void> {
  const lessonsOfCourse = await seedLessons(db, now.getTime())
  await seedClassrooms(db, now.getTime())
  await seedDiscussions(db, lessonsOfCourse, now)
}
