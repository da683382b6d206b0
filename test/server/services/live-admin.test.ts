import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import type { Database } from '@server/db/schema'
import { cancelLive, listAdminLives, markReplayReady } from '@server/services/live-admin'
import { MINUTE_MS, parseChinaTime } from '@server/time'
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from '../support/databases'

/** Course 5 has no demo lives. */
const COURSE = 5
const NOW = parseChinaTime('2026-11-23 10:00:00')

describe.each(DATABASE_KINDS)('the operators’ live actions (%s)', (kind) => {
  let database: TestDatabase
  let db: Kysely<Database>

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    db = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    }).db
  })
  afterAll(async () => {
    await db.destroy()
    await database.drop()
  })

  /** A 90-minute live starting at a China date-time; answers its id. */
  async function addLive(
    start: string,
    fields: { state?: 'scheduled' | 'cancelled'; replay_ready_at?: number; status?: string } = {},
  ): Promise<number> {
    const startTime = parseChinaTime(start)
    const row = await db
      .insertInto('lives')
      .values({
        course_id: COURSE,
        lesson_title: `运营测试 ${start}`,
        teacher: '测试老师',
        start_time: startTime,
        end_time: startTime + 90 * MINUTE_MS,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return Number(row.id)
  }

  const read = (id: number) =>
    db
      .selectFrom('lives')
      .select(['state', 'replay_ready_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => ({
        state: row.state,
        replayReadyAt: row.replay_ready_at === null ? null : Number(row.replay_ready_at),
      }))

  it('cancels a coming live or one on now, and cancelling again changes nothing', async () => {
    const coming = await addLive('2026-11-24 19:30:00')
    const on = await addLive('2026-11-23 09:30:00')
    await expect(cancelLive(db, coming, NOW)).resolves.toEqual({ changed: true })
    await expect(cancelLive(db, coming, NOW)).resolves.toEqual({ changed: false })
    await expect(cancelLive(db, on, NOW)).resolves.toEqual({ changed: true })
    expect(await read(coming)).toEqual({ state: 'cancelled', replayReadyAt: null })
    expect(await read(on)).toEqual({ state: 'cancelled', replayReadyAt: null })
  })

  it('refuses to cancel an unknown live or one that has ended', async () => {
    const ended = await addLive('2026-11-23 08:00:00')
    await expect(cancelLive(db, 999999, NOW)).rejects.toMatchObject({
      code: 404,
      message: '直播不存在',
    })
    await expect(cancelLive(db, ended, NOW)).rejects.toMatchObject({
      code: 409,
      message: '直播已结束，不能取消',
    })
    expect(await read(ended)).toEqual({ state: 'scheduled', replayReadyAt: null })
  })

  it('marks an ended live’s replay ready now, once', async () => {
    const ended = await addLive('2026-11-22 19:30:00')
    await expect(markReplayReady(db, ended, NOW)).resolves.toEqual({ changed: true })
    expect(await read(ended)).toEqual({ state: 'scheduled', replayReadyAt: NOW })
    await expect(markReplayReady(db, ended, NOW + MINUTE_MS)).resolves.toEqual({ changed: false })
    expect(await read(ended)).toEqual({ state: 'scheduled', replayReadyAt: NOW })
    const list = await listAdminLives(db, NOW)
    expect(list.find((live) => live.id === ended)).toMatchObject({ state: 'replayReady' })
  })

  it('brings forward a replay set to become ready later', async () => {
    const ended = await addLive('2026-11-22 20:30:00', { replay_ready_at: NOW + 60 * MINUTE_MS })
    await expect(markReplayReady(db, ended, NOW)).resolves.toEqual({ changed: true })
    expect(await read(ended)).toEqual({ state: 'scheduled', replayReadyAt: NOW })
  })

  it('refuses the replay of an unknown, cancelled, coming or on-going live', async () => {
    const cancelled = await addLive('2026-11-22 21:30:00', { state: 'cancelled' })
    const on = await addLive('2026-11-23 09:45:00')
    const coming = await addLive('2026-11-25 19:30:00')
    await expect(markReplayReady(db, 999999, NOW)).rejects.toMatchObject({
      code: 404,
      message: '直播不存在',
    })
    await expect(markReplayReady(db, cancelled, NOW)).rejects.toMatchObject({
      code: 409,
      message: '直播已取消，没有回放',
    })
    for (const id of [on, coming]) {
      await expect(markReplayReady(db, id, NOW)).rejects.toMatchObject({
        code: 409,
        message: '直播尚未结束，不能标记回放',
      })
      expect(await read(id)).toEqual({ state: 'scheduled', replayReadyAt: null })
    }
    expect(await read(cancelled)).toEqual({ state: 'cancelled', replayReadyAt: null })
  })

  it('lists the lives from yesterday (China time) onwards with their state, unpublished too', async () => {
    const before = await addLive('2026-11-21 23:59:59')
    const yesterday = await addLive('2026-11-22 00:00:00')
    const unpublished = await addLive('2026-11-26 19:30:00', { status: 'unpublished' })
    const list = await listAdminLives(db, NOW)
    const ids = list.map((live) => live.id)
    expect(ids).not.toContain(before)
    expect(list.find((live) => live.id === yesterday)).toEqual({
      id: yesterday,
      start: '2026-11-22 00:00:00',
      end: '2026-11-22 01:30:00',
      state: 'ended',
      status: 'published',
      title: '运营测试 2026-11-22 00:00:00',
      courseTitle: expect.any(String),
    })
    expect(list.find((live) => live.id === unpublished)).toMatchObject({
      state: 'scheduled',
      status: 'unpublished',
    })
    const starts = list.map((live) => live.start)
    expect([...starts].sort()).toEqual(starts)
  })
})
