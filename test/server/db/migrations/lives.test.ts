import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

/** The database as it was before the migration, which the app's types no longer describe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema has no types of its own
type OldDatabase = Kysely<any>

const OLD_COLUMNS = [
  'id',
  'course_id',
  'lesson_title',
  'teacher',
  'start_time',
  'end_time',
  'free',
  'status',
] as const
const NEW_COLUMNS = ['chapter_id', 'state', 'replay_ready_at', 'media_key']

/** Every live's columns of before the migration, numbers as numbers whatever the driver. */
async function oldLives(db: OldDatabase) {
  const rows = await db.selectFrom('lives').select(OLD_COLUMNS).orderBy('id').execute()
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    course_id: Number(row.course_id),
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
    free: Number(row.free),
  }))
}

/** The migration's columns of the lives table: nullable, and whether they have a default. */
async function newColumns(db: OldDatabase) {
  const lives = (await db.introspection.getTables()).find((table) => table.name === 'lives')
  return Object.fromEntries(
    (lives?.columns ?? [])
      .filter((column) => NEW_COLUMNS.includes(column.name))
      .map((column) => [column.name, [column.isNullable, column.hasDefaultValue]]),
  )
}

describe.each(DATABASE_KINDS)('the lives migration 2026-11-23-13 (%s)', (kind) => {
  it('adds chapter, state, replay and stream name to lives of before it, keeping their data', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    const old = db as OldDatabase
    try {
      await migrateToLatest(db, '2026-11-23-12-points')
      expect(await newColumns(old)).toEqual({})
      // Lives as the code of before wrote them: times, free and status only.
      const start = Date.UTC(2026, 10, 21, 11, 30)
      // One insert each: SQLite has no DEFAULT in a VALUES list of several rows.
      await old
        .insertInto('lives')
        .values({
          course_id: 5,
          lesson_title: '迁移前的直播',
          teacher: '高志谦',
          start_time: start,
          end_time: start + 5_400_000,
          free: 1,
          status: 'published',
        })
        .execute()
      await old
        .insertInto('lives')
        .values({
          course_id: 5,
          lesson_title: '迁移前未发布的直播',
          teacher: '高志谦',
          start_time: start + 86_400_000,
          end_time: start + 86_400_000 + 5_400_000,
          status: 'unpublished',
        })
        .execute()
      const before = await oldLives(old)
      expect(before.length).toBeGreaterThanOrEqual(2)

      expect(await migrateToLatest(db, '2026-11-23-13-lives')).toEqual(['2026-11-23-13-lives'])
      expect(await newColumns(old)).toEqual({
        chapter_id: [true, false],
        state: [false, true],
        replay_ready_at: [true, false],
        media_key: [false, true],
      })
      expect(await oldLives(old)).toEqual(before)
      const added = await db
        .selectFrom('lives')
        .select(['chapter_id', 'state', 'replay_ready_at', 'media_key'])
        .execute()
      expect(added).toHaveLength(before.length)
      for (const row of added) {
        expect(row).toEqual({
          chapter_id: null,
          state: 'scheduled',
          replay_ready_at: null,
          media_key: '',
        })
      }
      expect(before.slice(-2).map(({ free, status }) => [free, status])).toEqual([
        [1, 'published'],
        [0, 'unpublished'],
      ])
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
