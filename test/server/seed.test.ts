import { seedDemoData } from '../../server/src/db/seed'
import { buildTestApp, createTestDatabase, DATABASE_KINDS } from './helpers'

describe.each(DATABASE_KINDS)('migrations and the demo seed on %s', (kind) => {
  it('seeds an empty database once and never again', async () => {
    const database = await createTestDatabase(kind)
    try {
      const first = await buildTestApp(database)
      const seededAt = await first.db
        .selectFrom('app_meta')
        .select('value')
        .where('key', '=', 'seeded_at')
        .executeTakeFirst()
      expect(seededAt).toBeDefined()
      await first.db.deleteFrom('banners').where('sort', '=', 0).execute()
      await first.close()

      const second = await buildTestApp(database)
      const banners = await second.db.selectFrom('banners').select('title').execute()
      expect(banners).toHaveLength(2)
      await second.close()
    } finally {
      await database.drop()
    }
  })

  it('seeds once when two servers start together on one empty database', async () => {
    const database = await createTestDatabase(kind)
    try {
      const app = await buildTestApp(database)
      await app.db.deleteFrom('banners').execute()
      await app.db.deleteFrom('organisations').execute()
      await app.db.deleteFrom('app_meta').execute()
      // The seed's demo learners count as users: without them the database is empty again.
      await app.db.deleteFrom('users').execute()
      const results = await Promise.all([seedDemoData(app.db), seedDemoData(app.db)])
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await app.db.selectFrom('organisations').selectAll().execute()).toHaveLength(1)
      await app.close()
    } finally {
      await database.drop()
    }
  })

  it('seeds lessons for every course and keeps each course’s lesson count true', async () => {
    const database = await createTestDatabase(kind)
    try {
      const app = await buildTestApp(database)
      const courses = await app.db.selectFrom('courses').selectAll().execute()
      expect(courses).toHaveLength(52)
      expect(await app.db.selectFrom('goods').select('id').execute()).toHaveLength(53)
      expect(await app.db.selectFrom('classrooms').select('id').execute()).toHaveLength(4)
      const lessons = await app.db.selectFrom('lessons').selectAll().execute()
      const chapters = await app.db.selectFrom('chapters').selectAll().execute()
      for (const course of courses) {
        const own = lessons.filter((lesson) => Number(lesson.course_id) === Number(course.id))
        const ownChapters = chapters.filter((c) => Number(c.course_id) === Number(course.id))
        expect(Number(course.lesson_count)).toBe(own.length)
        expect(ownChapters.length).toBeGreaterThanOrEqual(2)
        expect(ownChapters.length).toBeLessThanOrEqual(4)
        expect(own.filter((lesson) => Number(lesson.free) === 1).length).toBeGreaterThanOrEqual(1)
      }
      expect(lessons.some((lesson) => lesson.status === 'unpublished')).toBe(true)
      expect(lessons.some((lesson) => lesson.chapter_id === null)).toBe(true)
      const rooms = await app.db.selectFrom('classroom_courses').selectAll().execute()
      for (const id of [1, 2, 3, 4]) {
        const count = rooms.filter((row) => Number(row.classroom_id) === id).length
        expect(count).toBeGreaterThanOrEqual(3)
        expect(count).toBeLessThanOrEqual(6)
      }
      await app.close()
    } finally {
      await database.drop()
    }
  })

  it('leaves a database that holds users alone', async () => {
    const database = await createTestDatabase(kind)
    try {
      const first = await buildTestApp(database)
      await first.db
        .insertInto('users')
        .values({ mobile: '13700137000', created_at: new Date().toISOString() })
        .execute()
      await first.db.deleteFrom('organisations').execute()
      await first.close()

      const second = await buildTestApp(database)
      expect(await second.db.selectFrom('organisations').selectAll().execute()).toHaveLength(0)
      const response = await second.inject({ url: '/knew/api/wap/getTrainInfo' })
      expect(response.json()).toEqual({ code: 404, message: '尚未配置培训机构信息', result: null })
      await second.close()
    } finally {
      await database.drop()
    }
  })

  it('lets configuration override the seeded organisation', async () => {
    const database = await createTestDatabase(kind)
    try {
      const app = await buildTestApp(database, { TRAIN_NAME: '启明财会学堂', TRAIN_QQ: '10001' })
      const { result } = (await app.inject({ url: '/knew/api/wap/getTrainInfo' })).json()
      expect(result).toMatchObject({ train_name: '启明财会学堂', qq: '10001', realname: '林老师' })
      await app.close()
    } finally {
      await database.drop()
    }
  })
})
