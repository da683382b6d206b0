import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

/** The database through its tables of before the migration, which the app's types no longer describe. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an older schema has no types of its own
type OldDatabase = Kysely<any>

/** A row as the 2026-11-21 migrations stored it: times as text, in one of two formats. */
interface OldRow {
  table: string
  /** The columns that find the row again. */
  key: Record<string, string | number>
  /** Columns other than times that the table needs. */
  values?: Record<string, string | number>
  /** Each time column: its old text (or null) and the instant it must become. */
  times: Record<string, [old: string | null, instant: number | null]>
}

/** ISO-8601 UTC text, as the accounts and catalogue code wrote it. */
const utc = (text: string): [string, number] => [text, Date.parse(text)]
/** China date-time text (UTC+8), as the study code wrote it: 8 hours ahead of UTC. */
const china = (text: string, utcText: string): [string, number] => [text, Date.parse(utcText)]
const NULL: [null, null] = [null, null]

/** One row or more in every table the migration converts, parents before children. */
const OLD_ROWS: OldRow[] = [
  {
    table: 'organisations',
    key: { train_code: 'hdkj' },
    values: { train_name: '恒达会计网校' },
    times: { created_at: utc('2026-11-01T00:00:00.001Z') },
  },
  {
    table: 'users',
    key: { id: 1 },
    values: { mobile: '13800000001' },
    times: { created_at: utc('2026-11-21T11:30:00.123Z') },
  },
  {
    table: 'sessions',
    key: { id_hash: 'a'.repeat(64) },
    values: { user_id: 1 },
    times: {
      created_at: utc('2026-11-21T11:31:00.456Z'),
      expires_at: utc('2026-12-21T11:31:00.456Z'),
    },
  },
  {
    table: 'sms_codes',
    key: { id: 1 },
    values: { mobile: '13800000001', purpose: 'login', code_hash: 'h1' },
    times: {
      created_at: utc('2026-11-21T11:32:00.789Z'),
      expires_at: utc('2026-11-21T11:42:00.789Z'),
      used_at: utc('2026-11-21T11:33:10.010Z'),
    },
  },
  {
    table: 'sms_codes',
    key: { id: 2 },
    values: { mobile: '13800000001', purpose: 'login', code_hash: 'h2' },
    times: {
      created_at: utc('2026-11-21T15:59:59.999Z'),
      expires_at: utc('2026-11-21T16:09:59.999Z'),
      used_at: NULL,
    },
  },
  {
    table: 'dev_sms_outbox',
    key: { id: 1 },
    values: { mobile: '13800000001', purpose: 'login', code: '123456' },
    times: { created_at: utc('2026-11-21T11:32:00.790Z') },
  },
  {
    table: 'auth_failures',
    key: { id: 1 },
    values: { key: 'ip:127.0.0.1' },
    times: { created_at: utc('2026-11-21T11:34:00.000Z') },
  },
  {
    table: 'addresses',
    key: { id: 1 },
    values: {
      user_id: 1,
      name: '张三',
      mobile: '13800000001',
      qq: '123456',
      province: '广东省',
      city: '深圳市',
      detail: '科技园',
    },
    times: {
      created_at: utc('2026-11-21T11:35:00.100Z'),
      updated_at: utc('2026-11-22T01:00:00.200Z'),
    },
  },
  {
    table: 'suggestions',
    key: { id: 1 },
    values: { content: '希望增加夜间模式' },
    times: { created_at: utc('2026-11-21T11:36:00.300Z') },
  },
  {
    table: 'course_categories',
    key: { id: 1 },
    values: { name: '初级会计职称' },
    times: {},
  },
  {
    table: 'courses',
    key: { id: 1 },
    values: {
      category_id: 1,
      title: '初级会计实务 基础精讲班',
      picture: '/c.svg',
      teacher: '高志谦',
      price_fen: 59800,
      discount_price_fen: 39800,
    },
    times: { created_at: utc('2026-10-01T02:03:04.005Z') },
  },
  {
    table: 'classrooms',
    key: { id: 1 },
    values: {
      title: '无忧通关班',
      picture: '/r.svg',
      price_fen: 198000,
      discount_price_fen: 128000,
    },
    times: { created_at: utc('2026-10-02T02:03:04.006Z') },
  },
  {
    table: 'study_records',
    key: { user_id: 1, course_id: 1 },
    values: { lesson_id: 1, lesson_title: '课程导学' },
    times: { updated_at: utc('2026-11-21T11:37:00.400Z') },
  },
  {
    table: 'lessons',
    key: { id: 1 },
    values: { course_id: 1, title: '课程导学' },
    times: {},
  },
  {
    table: 'video_positions',
    key: { user_id: 1, lesson_id: 1 },
    values: { seconds: 20 },
    times: { updated_at: utc('2026-11-21T11:38:00.500Z') },
  },
  {
    table: 'lives',
    key: { id: 1 },
    values: { course_id: 1, lesson_title: '第一章 总论 直播精讲', teacher: '高志谦' },
    times: {
      start_time: china('2026-11-21 19:30:00', '2026-11-21T11:30:00Z'),
      // Past midnight in China is still the day before in UTC.
      end_time: china('2026-11-22 02:15:00', '2026-11-21T18:15:00Z'),
    },
  },
  {
    table: 'enrolments',
    key: { id: 1 },
    values: { user_id: 1, kind: 'course', ref_id: 1, source: 'purchase' },
    times: {
      created_at: china('2026-11-20 08:00:00', '2026-11-20T00:00:00Z'),
      activated_at: china('2026-11-21 07:59:59', '2026-11-20T23:59:59Z'),
      expire_at: china('2027-11-21 07:59:59', '2027-11-20T23:59:59Z'),
    },
  },
  {
    table: 'enrolments',
    key: { id: 2 },
    values: { user_id: 1, kind: 'classroom', ref_id: 1, source: 'purchase' },
    times: {
      created_at: china('2026-11-21 20:00:00', '2026-11-21T12:00:00Z'),
      activated_at: NULL,
      expire_at: NULL,
    },
  },
  {
    table: 'lesson_discussions',
    key: { id: 1 },
    values: { lesson_id: 1, user_id: 1, content: '讲得好' },
    times: { created_at: china('2026-11-21 19:45:30', '2026-11-21T11:45:30Z') },
  },
  {
    table: 'discussion_replies',
    key: { id: 1 },
    values: { discuss_id: 1, user_id: 1, target_user_id: 1, content: '同意' },
    times: { created_at: china('2026-11-21 19:46:00', '2026-11-21T11:46:00Z') },
  },
]

/** A row's time columns as old text (0) or as instants (1). */
const timesOf = (row: OldRow, pick: 0 | 1) =>
  Object.fromEntries(Object.entries(row.times).map(([column, both]) => [column, both[pick]]))

/** The time columns of each old row, as the database holds them now. */
async function timesNow(db: OldDatabase) {
  const found = []
  for (const row of OLD_ROWS) {
    const columns = Object.keys(row.times)
    if (columns.length === 0) continue
    let query = db.selectFrom(row.table).select(columns)
    for (const [column, value] of Object.entries(row.key)) query = query.where(column, '=', value)
    found.push({ table: row.table, key: row.key, times: await query.executeTakeFirstOrThrow() })
  }
  return found
}

/** What each old row's time columns must hold: the old text (0) or the instants (1). */
const expected = (pick: 0 | 1) =>
  OLD_ROWS.filter((row) => Object.keys(row.times).length > 0).map((row) => ({
    table: row.table,
    key: row.key,
    times: timesOf(row, pick),
  }))

describe.each(DATABASE_KINDS)('the migration to UTC instants (%s)', (kind) => {
  it('turns old text times into epoch milliseconds, keeps NULLs, and turns them back down', async () => {
    const database = await createTestDatabase(kind, { empty: true })
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    const old = db as unknown as OldDatabase
    try {
      await migrateToLatest(db, '2026-11-21-04-study')
      for (const row of OLD_ROWS) {
        await old
          .insertInto(row.table)
          .values({ ...row.key, ...row.values, ...timesOf(row, 0) })
          .execute()
      }

      await migrateToLatest(db)
      expect(await timesNow(old)).toEqual(expected(1))

      await migrateToLatest(db, '2026-11-21-04-study')
      expect(await timesNow(old)).toEqual(expected(0))
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
