import type { FastifyInstance } from 'fastify'
import { markStudied } from '@server/db/repositories/lessons'
import { chinaTime, DAY_MS, HOUR_MS, MINUTE_MS } from '@server/time'
import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { TestClock } from '@test/server/support/clock'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'
import { saveRecord, watchLesson } from '@test/server/support/watching'

const clock = new TestClock()

/** Published lessons of a course in order, with their length. */
function publishedLessons(app: FastifyInstance, courseId: number) {
  return app.db
    .selectFrom('lessons')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('id')
    .execute()
}

async function setEnrolledAt(app: FastifyInstance, userId: number, refId: number, at: number) {
  await app.db
    .updateTable('enrolments')
    .set({ created_at: at })
    .where('user_id', '=', userId)
    .where('ref_id', '=', refId)
    .execute()
}

async function setStudiedAt(app: FastifyInstance, userId: number, courseId: number, at: number) {
  await app.db
    .updateTable('study_records')
    .set({ updated_at: at })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute()
}

describeServer(
  "the learner's study: recent study, my courses, class rooms, lives",
  (server) => {
    const now = Date.now()
    beforeAll(() => clock.set(now))
    const app = () => server.app

    /**
     * A learner holding course 1 (active), 2 (bought, not activated), 3 (expired), free course
     * 46 (joined) and class room 4 (its courses 34, 37, 40), each enrolled on another day;
     * who studied course 46 and then course 1.
     */
    async function studiousLearner() {
      const learner = await newLearner(app())
      const { userId, cookie } = learner
      await enrolLearner(app(), { userId, kind: 'classroom', refId: 4, expiresInDays: 60 })
      await enrolLearner(app(), { userId, kind: 'course', refId: 2 })
      await enrolLearner(app(), { userId, kind: 'course', refId: 3, expiresInDays: -1 })
      await enrolLearner(app(), { userId, kind: 'course', refId: 1, expiresInDays: 30 })
      expect(
        (await server.post('/knew/pc/course/free', { id: 46, type: 'course' }, cookie)).code,
      ).toBe(200)
      for (const [refId, daysAgo] of [
        [4, 4],
        [2, 3],
        [3, 2],
        [1, 1],
        [46, 0.5],
      ]) {
        await setEnrolledAt(app(), userId, refId, now - daysAgo * DAY_MS)
      }
      const [free] = await publishedLessons(app(), 46)
      const [, , paid, second] = await publishedLessons(app(), 1)
      for (const [courseId, lessonId] of [
        [46, free.id],
        [1, paid.id],
      ]) {
        const marked = await server.post('/knew/pc/course/mark', { courseId, lessonId }, cookie)
        expect(marked.code).toBe(200)
      }
      await setStudiedAt(app(), userId, 46, now - 2 * HOUR_MS)
      await setStudiedAt(app(), userId, 1, now - 30 * MINUTE_MS)
      // Played as the player does, over the server's clock, which is then put back.
      await watchLesson(server, clock, cookie, Number(free.id), {
        to: Number(free.duration),
        rate: 2,
      })
      await saveRecord(server, cookie, Number(paid.id), Math.floor(Number(paid.duration) / 2))
      await watchLesson(server, clock, cookie, Number(second.id), {
        to: Math.floor(Number(second.duration) * 0.95),
      })
      clock.set(now)
      return { ...learner, free, paid, second }
    }

    it('lists recent study newest first, with where each video was left', async () => {
      const { cookie, free, paid } = await studiousLearner()
      const { result } = await server.get('/knew/home/user/getRecentStudy/p/1', cookie)
      const course = async (id: number) =>
        app().db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      const [one, fortySix] = [await course(1), await course(46)]
      const half = Math.floor(Number(paid.duration) / 2)
      expect(result).toEqual({
        list: [
          {
            courseId: 1,
            courseTitle: one.title,
            cover: one.picture,
            lessonId: Number(paid.id),
            lessonTitle: paid.title,
            studiedAt: chinaTime(now - 30 * MINUTE_MS),
            seconds: half,
            duration: Number(paid.duration),
            progress: Math.floor((half * 100) / Number(paid.duration)),
          },
          {
            courseId: 46,
            courseTitle: fortySix.title,
            cover: fortySix.picture,
            lessonId: Number(free.id),
            lessonTitle: free.title,
            studiedAt: chinaTime(now - 2 * HOUR_MS),
            seconds: Number(free.duration),
            duration: Number(free.duration),
            progress: 100,
          },
        ],
        totalCount: 2,
        page: 1,
        pageSize: 10,
      })
    })

    it('shows a lesson whose end was reached by a seek short of finished', async () => {
      const { cookie } = await newLearner(app())
      expect(
        (await server.post('/knew/pc/course/free', { id: 46, type: 'course' }, cookie)).code,
      ).toBe(200)
      const [free] = await publishedLessons(app(), 46)
      const lessonId = Number(free.id)
      await server.post('/knew/pc/course/mark', { courseId: 46, lessonId }, cookie)
      await saveRecord(server, cookie, lessonId, Number(free.duration))
      const recent = await server.get('/knew/home/user/getRecentStudy/p/1', cookie)
      expect(recent.result.list).toEqual([
        expect.objectContaining({ lessonId, seconds: Number(free.duration), progress: 99 }),
      ])
      const courses = await server.get('/knew/home/user/mycourse?topId=0', cookie)
      expect(courses.result).toEqual([
        expect.objectContaining({ courseId: 46, lessonsDone: 0, progress: 0 }),
      ])
    })

    it('pages recent study 10 at a time, and refuses a page that is not one', async () => {
      const { userId, cookie } = await newLearner(app())
      const firsts = await app()
        .db.selectFrom('lessons')
        .selectAll()
        .where('course_id', '<=', 12)
        .where('free', '=', 1)
        .orderBy('course_id')
        .orderBy('id')
        .execute()
      const courses = [...new Map(firsts.map((lesson) => [lesson.course_id, lesson])).values()]
      expect(courses).toHaveLength(12)
      for (const [index, lesson] of courses.entries()) {
        await markStudied(app().db, userId, lesson, new Date(now - (12 - index) * MINUTE_MS))
      }
      const first = (await server.get('/knew/home/user/getRecentStudy/p/1', cookie)).result
      const second = (await server.get('/knew/home/user/getRecentStudy/p/2', cookie)).result
      expect([first.totalCount, first.list.length, second.list.length]).toEqual([12, 10, 2])
      expect(
        [...first.list, ...second.list].map((item: { courseId: number }) => item.courseId),
      ).toEqual(courses.map((lesson) => Number(lesson.course_id)).reverse())
      for (const page of ['0', '-1', 'x']) {
        const refused = await server.get(`/knew/home/user/getRecentStudy/p/${page}`, cookie)
        expect(refused).toMatchObject({ status: 400, code: 400, result: null })
        expect(refused.message).toMatch(/^参数错误：params\.page/)
      }
    })

    it('lists my courses with progress and access, the most recently studied first', async () => {
      const { userId, cookie, paid } = await studiousLearner()
      const { result } = await server.get('/knew/home/user/mycourse?topId=0', cookie)
      expect(result.map((course: { courseId: number }) => course.courseId)).toEqual([
        1, 46, 3, 2, 40, 37, 34,
      ])
      const enrolments = await app()
        .db.selectFrom('enrolments')
        .selectAll()
        .where('user_id', '=', userId)
        .execute()
      const expiry = (refId: number) =>
        chinaTime(Number(enrolments.find((row) => Number(row.ref_id) === refId)?.expire_at))
      const total = async (courseId: number) => (await publishedLessons(app(), courseId)).length
      const one = await app()
        .db.selectFrom('courses')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow()
      expect(result[0]).toEqual({
        courseId: 1,
        title: one.title,
        cover: one.picture,
        teacher: one.teacher,
        lessonsDone: 1,
        lessonsTotal: await total(1),
        progress: Math.floor(100 / (await total(1))),
        source: 'purchase',
        activated: true,
        expireAt: expiry(1),
        expired: false,
        access: 1,
        lastLessonId: Number(paid.id),
      })
      const byId = (id: number) =>
        result.find((course: { courseId: number }) => course.courseId === id)
      expect(byId(46)).toMatchObject({
        source: 'free',
        access: 1,
        lessonsDone: 1,
        progress: Math.floor(100 / (await total(46))),
      })
      expect(byId(2)).toMatchObject({
        source: 'purchase',
        activated: false,
        expired: false,
        expireAt: null,
        access: 2,
        lessonsTotal: await total(2),
        lessonsDone: 0,
        progress: 0,
        lastLessonId: null,
      })
      expect(byId(3)).toMatchObject({
        activated: true,
        expired: true,
        access: 0,
        expireAt: expiry(3),
      })
      expect(byId(40)).toMatchObject({
        source: 'classroom',
        activated: true,
        access: 1,
        expireAt: expiry(4),
      })

      const ofType = async (topId: number | string) =>
        (await server.get(`/knew/home/user/mycourse?topId=${topId}`, cookie)).result?.map(
          (course: { courseId: number }) => course.courseId,
        )
      // Goods type 1 sells courses 1-45 one by one; type 3 is books.
      expect(await ofType(1)).toEqual([1, 3, 2, 40, 37, 34])
      expect(await ofType(3)).toEqual([])
      expect(await ofType(99999)).toEqual([])
      expect((await server.get('/knew/home/user/mycourse', cookie)).result).toEqual(result)
      for (const topId of ['-1', 'x']) {
        expect(await server.get(`/knew/home/user/mycourse?topId=${topId}`, cookie)).toMatchObject({
          status: 400,
          code: 400,
        })
      }
    })

    it('lists a bank bought after the courses, with its questions answered and its validity, under its goods type', async () => {
      const { userId, cookie } = await newLearner(app())
      await enrolLearner(app(), { userId, kind: 'course', refId: 1, expiresInDays: 30 })
      const subject = await bankSubject(app(), 5617, '初级会计实务')
      await enrolLearner(app(), { userId, kind: 'subject', refId: subject.id, expiresInDays: 365 })
      await answerUnits(app(), userId, await choiceUnits(app(), subject.id, 3), [true, false, true])
      const goods = await app()
        .db.selectFrom('goods_subjects')
        .innerJoin('goods', 'goods.id', 'goods_subjects.goods_id')
        .select(['goods.title', 'goods.cover', 'goods.goods_type_id'])
        .where('goods_subjects.subject_id', '=', subject.id)
        .executeTakeFirstOrThrow()
      const expireAt = chinaTime(
        Number(
          (
            await app()
              .db.selectFrom('enrolments')
              .select('expire_at')
              .where('user_id', '=', userId)
              .where('kind', '=', 'subject')
              .executeTakeFirstOrThrow()
          ).expire_at,
        ),
      )
      const bank = {
        kind: 'bank',
        subjectId: subject.id,
        examId: 5617,
        title: goods.title,
        cover: goods.cover,
        questionsDone: 3,
        questionsTotal: subject.questionCount,
        progress: Math.floor((3 * 100) / subject.questionCount),
        activated: true,
        expireAt,
        expired: false,
        access: 1,
      }
      expect(goods.title).toBe(`${subject.year}年初级会计实务题库`)
      const all = (await server.get('/knew/home/user/mycourse?topId=0', cookie)).result
      expect(all).toEqual([expect.objectContaining({ courseId: 1 }), bank])
      // Under the bank's own goods type (题库) only the bank; under the courses' type, no bank.
      const banks = await server.get(
        `/knew/home/user/mycourse?topId=${goods.goods_type_id}`,
        cookie,
      )
      expect(banks.result).toEqual([bank])
      const courses = (await server.get('/knew/home/user/mycourse?topId=1', cookie)).result
      expect(courses).toEqual([expect.objectContaining({ courseId: 1 })])
    })

    it('lists my class rooms as /api/home/visitclasss/ does', async () => {
      const { cookie } = await studiousLearner()
      const mine = await server.get('/knew/home/user/classroom?wap=1', cookie)
      expect(mine.code).toBe(200)
      expect(mine.result).toEqual((await server.get('/api/home/visitclasss/', cookie)).result)
      expect(mine.result.map((room: { id: number }) => room.id)).toEqual([4])
    })

    it('lists the lives of my courses: coming and on now first, then ended, the latest first', async () => {
      const { cookie } = await studiousLearner()
      await app().db.deleteFrom('lives').where('course_id', 'in', [1, 2, 34, 46]).execute()
      const live = async (
        courseId: number,
        startIn: number,
        fields: { status?: string; teacher?: string; free?: number } = {},
      ) => {
        const row = await app()
          .db.insertInto('lives')
          .values({
            course_id: courseId,
            lesson_title: `直播 ${courseId} ${startIn}`,
            teacher: fields.teacher ?? '',
            start_time: now + startIn,
            end_time: now + startIn + 90 * MINUTE_MS,
            free: fields.free ?? 0,
            status: fields.status ?? 'published',
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        return Number(row.id)
      }
      const endedLongAgo = await live(1, -3 * DAY_MS)
      const endedYesterday = await live(2, -DAY_MS, { teacher: '张老师' })
      const onNow = await live(46, -10 * MINUTE_MS, { free: 1 })
      const soon = await live(34, HOUR_MS)
      const later = await live(1, 2 * DAY_MS)
      await live(1, HOUR_MS, { status: 'unpublished' })
      const notMine = await live(5, HOUR_MS)

      const { result } = await server.get('/knew/home/user/live', cookie)
      expect(result.map((item: { liveId: number }) => item.liveId)).toEqual([
        onNow,
        soon,
        later,
        endedYesterday,
        endedLongAgo,
      ])
      expect(result.map((item: { state: string }) => item.state)).toEqual([
        'live',
        'upcoming',
        'upcoming',
        'ended',
        'ended',
      ])
      expect(result.some((item: { liveId: number }) => item.liveId === notMine)).toBe(false)
      const course = await app()
        .db.selectFrom('courses')
        .selectAll()
        .where('id', '=', 46)
        .executeTakeFirstOrThrow()
      expect(result[0]).toEqual({
        liveId: onNow,
        courseId: 46,
        courseTitle: course.title,
        lessonTitle: `直播 46 ${-10 * MINUTE_MS}`,
        teacher: course.teacher,
        startTime: chinaTime(now - 10 * MINUTE_MS),
        endTime: chinaTime(now + 80 * MINUTE_MS),
        free: true,
        state: 'live',
      })
      expect(result[3]).toMatchObject({ teacher: '张老师', free: false })
    })

    it("shows a learner nothing of another's study, and visitors 401", async () => {
      await studiousLearner()
      const { cookie } = await newLearner(app())
      expect((await server.get('/knew/home/user/getRecentStudy/p/1', cookie)).result).toEqual({
        list: [],
        totalCount: 0,
        page: 1,
        pageSize: 10,
      })
      for (const url of [
        '/knew/home/user/mycourse?topId=0',
        '/knew/home/user/classroom?wap=1',
        '/knew/home/user/live',
      ]) {
        expect(await server.get(url, cookie)).toMatchObject({ code: 200, result: [] })
        expect(await server.get(url)).toMatchObject({ status: 401, code: 401, result: null })
      }
      expect(await server.get('/knew/home/user/getRecentStudy/p/1')).toMatchObject({ code: 401 })
    })
  },
  { clock: clock.now },
)
