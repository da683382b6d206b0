import SqliteDatabase from 'libsql'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema'
import { WriteTracker } from './write-tracker'

export type Dialect = 'sqlite' | 'postgres'

const PG_INT8 = 20

/**
 * bigint columns (instants in epoch milliseconds) and count(*) come back as numbers, as they do
 * from SQLite: every value we store fits a double exactly (ms until the year 285616).
 */
const PG_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

export interface Connection {
  db: Kysely<Database>
  dialect: Dialect
  /** When each table was last written through `db`. */
  writes: WriteTracker
}

/** Opens SQLite (WAL mode) at `sqliteFile`, or PostgreSQL when a URL is given. */
export function connect(options: {
  databaseUrl?: string
  sqliteFile: string
  onPoolError?: (error: Error) => void
}): Connection {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, types: PG_TYPES })
    // An idle connection that the server drops (a restart, a failover) is replaced on the next
    // query; without a listener the pool's error event would end the process.
    pool.on('error', options.onPoolError ?? (() => undefined))
    const writes = new WriteTracker()
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writes] })
    writes.watch(versionsOf(db))
    return { db, dialect: 'postgres', writes }
  }
  mkdirSync(path.dirname(options.sqliteFile), { recursive: true })
  const sqlite = new SqliteDatabase(options.sqliteFile)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // In WAL mode NORMAL loses no commit to a crashed process, only to a power cut before the
  // next checkpoint, and saves an fsync per commit; the larger page cache keeps the question
  // bank's pages in memory. (These were better-sqlite3's build defaults, made explicit.)
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('cache_size = -16000')
  const writes = new WriteTracker()
  const db = new Kysely<Database>({
    dialect: new WriterFirstSqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [writes],
  })
  writes.watch(versionsOf(db))
  return { db, dialect: 'sqlite', writes }
}

/** The tables' versions, as every process's writes raise them (see WriteTracker). */
function versionsOf(db: Kysely<Database>) {
  return () => db.selectFrom('table_versions').select(['name', 'version']).execute()
}

/**
 * Transactions begin IMMEDIATE, taking SQLite's write lock first (waiting up to busy_timeout
 * for it). Kysely's plain BEGIN takes it at the first write; when another process (a second
 * server, a script) has committed since the transaction's first read, SQLite can then only
 * refuse (SQLITE_BUSY_SNAPSHOT), and the learner's write would be lost. Taking it first also
 * serialises "count, then write" across processes, as PostgreSQL's advisory locks do.
 */
class WriterFirstSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings)
  }

  override createDriver(): Driver {
    return new WriterFirstSqliteDriver(this.settings)
  }
}

class WriterFirstSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'))
  }
}

/** Statements kept prepared, by their SQL; the oldest goes when there are more. */
const PREPARED_STATEMENTS = 500

/**
 * The database as Kysely uses it, with each SQL text prepared once: Kysely asks to prepare
 * every query it runs, and SQLite's parsing and planning would otherwise be paid per request.
 * A statement is never in use by two queries at once: SQLite runs them to completion
 * one at a time, and nothing here streams rows.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText)
      if (!statement) {
        statement = sqlite.prepare(sqlText)
        statements.set(sqlText, statement)
        if (statements.size > PREPARED_STATEMENTS) {
          statements.delete(statements.keys().next().value as string)
        }
      }
      return statement
    },
  }
}
