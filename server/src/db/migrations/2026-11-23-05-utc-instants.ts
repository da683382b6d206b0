import { sql, type Kysely, type RawBuilder } from 'kysely'
import { isPostgres } from './portable'

/**
 * Every moment becomes a UTC instant: epoch milliseconds in a bigint column, on both databases.
 * Until now some columns held ISO-8601 UTC strings and others China date-times
 * (`2026-11-21 19:30:00`), compared as text; the rows are converted, not lost.
 */

/** How a column's text was written before this migration. */
type Written = 'utc-iso' | 'china'

interface TimeColumn {
  table: string
  column: string
  written: Written
  nullable?: boolean
}

const COLUMNS: TimeColumn[] = [
  { table: 'organisations', column: 'created_at', written: 'utc-iso' },
  { table: 'users', column: 'created_at', written: 'utc-iso' },
  { table: 'sessions', column: 'created_at', written: 'utc-iso' },
  { table: 'sessions', column: 'expires_at', written: 'utc-iso' },
  { table: 'sms_codes', column: 'created_at', written: 'utc-iso' },
  { table: 'sms_codes', column: 'expires_at', written: 'utc-iso' },
  { table: 'sms_codes', column: 'used_at', written: 'utc-iso', nullable: true },
  { table: 'dev_sms_outbox', column: 'created_at', written: 'utc-iso' },
  { table: 'auth_failures', column: 'created_at', written: 'utc-iso' },
  { table: 'addresses', column: 'created_at', written: 'utc-iso' },
  { table: 'addresses', column: 'updated_at', written: 'utc-iso' },
  { table: 'suggestions', column: 'created_at', written: 'utc-iso' },
  { table: 'courses', column: 'created_at', written: 'utc-iso' },
  { table: 'classrooms', column: 'created_at', written: 'utc-iso' },
  { table: 'study_records', column: 'updated_at', written: 'utc-iso' },
  { table: 'video_positions', column: 'updated_at', written: 'utc-iso' },
  { table: 'lives', column: 'start_time', written: 'china' },
  { table: 'lives', column: 'end_time', written: 'china' },
  { table: 'enrolments', column: 'created_at', written: 'china' },
  { table: 'enrolments', column: 'activated_at', written: 'china', nullable: true },
  { table: 'enrolments', column: 'expire_at', written: 'china', nullable: true },
  { table: 'lesson_discussions', column: 'created_at', written: 'china' },
  { table: 'discussion_replies', column: 'created_at', written: 'china' },
]

/** Indexes that hold a converted column: SQLite cannot drop a column an index names. */
const INDEXES = [
  { name: 'sessions_by_expiry', table: 'sessions', columns: ['expires_at'] },
  { name: 'sms_codes_by_mobile', table: 'sms_codes', columns: ['mobile', 'created_at'] },
  { name: 'sms_codes_by_ip', table: 'sms_codes', columns: ['ip', 'created_at'] },
  { name: 'auth_failures_by_key', table: 'auth_failures', columns: ['key', 'created_at'] },
  { name: 'lives_by_start', table: 'lives', columns: ['start_time'] },
  {
    name: 'lesson_discussions_by_user',
    table: 'lesson_discussions',
    columns: ['user_id', 'created_at'],
  },
  {
    name: 'discussion_replies_by_user',
    table: 'discussion_replies',
    columns: ['user_id', 'created_at'],
  },
]

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000

/** Epoch milliseconds of the text in `column`, as the database computes it. */
function toInstant(postgres: boolean, column: string, written: Written): RawBuilder<number> {
  const ref = sql.ref(column)
  if (postgres) {
    const moment =
      written === 'china' ? sql`(${ref} || '+08')::timestamptz` : sql`${ref}::timestamptz`
    return sql<number>`round(extract(epoch from ${moment}) * 1000)::bigint`
  }
  // julianday() reads both forms as UTC; China date-times are then 8 hours early.
  const shift = written === 'china' ? CHINA_OFFSET_MS : 0
  return sql<number>`cast(round((julianday(${ref}) - 2440587.5) * 86400000.0) as integer) - ${sql.lit(shift)}`
}

/** The text of the instant in `column`, written as before this migration. */
function toText(postgres: boolean, column: string, written: Written): RawBuilder<string> {
  const ref = sql.ref(column)
  if (postgres) {
    return written === 'china'
      ? sql<string>`to_char(to_timestamp(${ref} / 1000.0) at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`
      : sql<string>`to_char(to_timestamp(${ref} / 1000.0) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
  }
  return written === 'china'
    ? sql<string>`strftime('%Y-%m-%d %H:%M:%S', (${ref} + ${sql.lit(CHINA_OFFSET_MS)}) / 1000.0, 'unixepoch')`
    : sql<string>`strftime('%Y-%m-%dT%H:%M:%fZ', ${ref} / 1000.0, 'unixepoch')`
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
async function convert(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  const postgres = isPostgres(db)
  for (const index of INDEXES) await db.schema.dropIndex(index.name).execute()
  for (const { table, column, written, nullable } of COLUMNS) {
    const type = direction === 'up' ? 'bigint' : 'varchar(32)'
    const value =
      direction === 'up' ? toInstant(postgres, column, written) : toText(postgres, column, written)
    if (postgres) {
      await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type ${sql.raw(type)} using ${value}`.execute(
        db,
      )
      continue
    }
    // SQLite cannot change a column's type: a new column takes the values and the old name.
    // A NOT NULL column added to a table with rows needs a default; every row is set below.
    const temporary = `${column}__converted`
    await db.schema
      .alterTable(table)
      .addColumn(temporary, type, (col) =>
        nullable ? col : col.notNull().defaultTo(direction === 'up' ? 0 : ''),
      )
      .execute()
    await sql`update ${sql.table(table)} set ${sql.ref(temporary)} = ${value}`.execute(db)
    await db.schema.alterTable(table).dropColumn(column).execute()
    await db.schema.alterTable(table).renameColumn(temporary, column).execute()
  }
  for (const index of INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute()
  }
}

/** PostgreSQL migrations run in the migrator's transaction; SQLite's get one here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
function atomically(db: Kysely<any>, direction: 'up' | 'down'): Promise<void> {
  if (isPostgres(db)) return convert(db, direction)
  return db.transaction().execute((trx) => convert(trx, direction))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, 'up')
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, 'down')
}
