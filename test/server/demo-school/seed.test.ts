import { SUBJECT_STRUCTURES } from '@common/constants/exam-structures'
import type { FastifyInstance } from 'fastify'
import { seedDemoData } from '@server/services/demo-school'
import { liveStateOf } from '@server/services/live-state'
import {
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
} from '@test/server/support/databases'
import { buildTestApp, describeServer } from '@test/server/support/test-server'

describe.each(DATABASE_KINDS)('the demo seed of an empty database (%s)', (kind) => {
  /**
   * Runs a test on an empty database of its own (or a copy of the seeded template, for tests
   * that only need one seeded), dropped afterwards.
   */
  async function onOwnDatabase(
    test: (database: TestDatabase) => Promise<void>,
    { seeded = false } = {},
  ) {
    const database = await createTestDatabase(kind, { empty: !seeded })
    try {
      await test(database)
    } finally {
      await database.drop()
    }
  }

  /** Starts a server on the database, runs `test` with it, and closes it. */
  async function withServer(
    database: TestDatabase,
    test: (app: FastifyInstance) => Promise<void>,
    env: Record<string, string> = {},
  ) {
    const app = await buildTestApp(database, { env })
    try {
      await test(app)
    } finally {
      await app.close()
    }
  }

  it('seeds an empty database once and never again', () =>
    onOwnDatabase(async (database) => {
      await withServer(database, async (app) => {
        const seededAt = await app.db
          .selectFrom('app_meta')
          .select('value')
          .where('key', '=', 'seeded_at')
          .executeTakeFirst()
        expect(seededAt).toBeDefined()
        await app.db.deleteFrom('banners').where('sort', '=', 0).execute()
      })
      await withServer(database, async (app) => {
        expect(await app.db.selectFrom('banners').select('title').execute()).toHaveLength(2)
      })
    }))

  it('seeds once when two servers start together on one empty database', () =>
    onOwnDatabase(
      (database) =>
        withServer(database, async (app) => {
          await app.db.deleteFrom('banners').execute()
          await app.db.deleteFrom('organisations').execute()
          await app.db.deleteFrom('app_meta').execute()
          // The seed's demo learners count as users: without them the database is empty again.
          await app.db.deleteFrom('users').execute()
          await app.db.deleteFrom('bank_exams').execute()
          const results = await Promise.all([
            seedDemoData(app.db, new Date()),
            seedDemoData(app.db, new Date()),
          ])
          expect(results.filter(Boolean)).toHaveLength(1)
          expect(await app.db.selectFrom('organisations').selectAll().execute()).toHaveLength(1)
        }),
      // Emptied here: the seed before it is the template's.
      { seeded: true },
    ))

  it('leaves a database that holds users alone', () =>
    onOwnDatabase(
      async (database) => {
        await withServer(database, async (app) => {
          await app.db
            .insertInto('users')
            .values({ mobile: '13700137000', created_at: Date.now() })
            .execute()
          await app.db.deleteFrom('organisations').execute()
        })
        await withServer(database, async (app) => {
          expect(await app.db.selectFrom('organisations').selectAll().execute()).toHaveLength(0)
          const response = await app.inject({ url: '/knew/api/wap/getTrainInfo' })
          expect(response.json()).toEqual({
            code: 404,
            message: '尚未配置培训机构信息',
            result: null,
          })
        })
      },
      { seeded: true },
    ))

  it('lets configuration override the seeded organisation', () =>
    onOwnDatabase((database) =>
      withServer(
        database,
        async (app) => {
          const { result } = (await app.inject({ url: '/knew/api/wap/getTrainInfo' })).json()
          expect(result).toMatchObject({
            train_name: '启明财会学堂',
            qq: '10001',
            realname: '林老师',
          })
        },
        { TRAIN_NAME: '启明财会学堂', TRAIN_QQ: '10001' },
      ),
    ))
})

/** When the database was seeded, as the seed recorded it. */
async function seededAtOf(db: FastifyInstance['db']): Promise<number> {
  const row = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', 'seeded_at')
    .executeTakeFirstOrThrow()
  return Date.parse(row.value)
}

describeServer('the demo catalogue the seed writes', (server) => {
  it('seeds lessons for every course and keeps each course’s lesson count true', async () => {
    const { db } = server.app
    const courses = await db.selectFrom('courses').selectAll().execute()
    expect(courses).toHaveLength(52)
    // 53 goods of the catalogue, and the bank of each subject of the newest exam year.
    expect(await db.selectFrom('goods').select('id').execute()).toHaveLength(
      53 + SUBJECT_STRUCTURES.length,
    )
    expect(await db.selectFrom('classrooms').select('id').execute()).toHaveLength(4)
    const lessons = await db.selectFrom('lessons').selectAll().execute()
    const chapters = await db.selectFrom('chapters').selectAll().execute()
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
    const rooms = await db.selectFrom('classroom_courses').selectAll().execute()
    for (const id of [1, 2, 3, 4]) {
      const count = rooms.filter((row) => Number(row.classroom_id) === id).length
      expect(count).toBeGreaterThanOrEqual(3)
      expect(count).toBeLessThanOrEqual(6)
    }
  })

  it('writes every moment as an instant around the time of seeding', async () => {
    const { db } = server.app
    const seededAt = await seededAtOf(db)
    const courses = await db.selectFrom('courses').select('created_at').execute()
    expect(courses.every((course) => course.created_at === seededAt)).toBe(true)
    const lives = await db.selectFrom('lives').select(['start_time', 'end_time']).execute()
    for (const live of lives) {
      expect(typeof live.start_time).toBe('number')
      expect(live.end_time).toBeGreaterThan(live.start_time)
      expect(Math.abs(live.start_time - seededAt)).toBeLessThan(30 * 24 * 60 * 60 * 1000)
    }
  })

  it('seeds lives of every state around the time of seeding', async () => {
    const { db } = server.app
    const seededAt = await seededAtOf(db)
    const lives = await db
      .selectFrom('lives')
      .selectAll()
      .where('status', '=', 'published')
      .execute()
    const states = lives.map((live) => liveStateOf(live, seededAt))
    const has = (test: (index: number) => boolean) => lives.some((_live, index) => test(index))
    expect(has((i) => states[i].state === 'live')).toBe(true)
    expect(has((i) => states[i].playState === 'enterLive')).toBe(true)
    expect(has((i) => states[i].playState === 'notStart' && states[i].state === 'scheduled')).toBe(
      true,
    )
    expect(has((i) => states[i].state === 'replayReady')).toBe(true)
    expect(has((i) => states[i].state === 'ended')).toBe(true)
    expect(has((i) => states[i].state === 'cancelled')).toBe(true)
    expect(new Set(lives.map((live) => live.free))).toEqual(new Set([0, 1]))
    expect(new Set(lives.map((live) => live.course_id)).size).toBeGreaterThanOrEqual(5)
    expect(lives.every((live) => live.media_key !== '' && live.chapter_id !== null)).toBe(true)
    // Tests give learners these courses and add their own lives to them.
    expect(lives.filter((live) => [2, 3, 37, 40, 46].includes(live.course_id))).toEqual([])
  })
})
