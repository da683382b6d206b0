// What the command-line tools share: the database the server uses, migrated first as the
// server does, and how a refusal is told apart from a fault.
import type { Kysely } from 'kysely'
import { ConfigError, loadConfig, type Config } from '../src/config'
import { connect } from '../src/db/connect'
import { migrateToLatest } from '../src/db/migrate'
import type { Database } from '../src/db/schema'
import { ApiFailure } from '../src/errors'

/** A failure the operator caused (a bad command, a refused change): its message only, exit 1. */
export class Refusal extends Error {}

/** Runs `work` on the server's database (DATABASE_URL, or SQLite at SQLITE_FILE), migrated. */
export async function withDatabase<T>(
  work: (db: Kysely<Database>, config: Config) => Promise<T>,
): Promise<T> {
  const config = loadConfig()
  const { db } = connect(config)
  try {
    await migrateToLatest(db)
    return await work(db, config)
  } finally {
    await db.destroy()
  }
}

/** Ends a tool: a refusal (of the command, the change, the configuration) as its message, any
 * other failure whole; both exit 1. */
export function runCli(work: Promise<void>): void {
  work.catch((error: unknown) => {
    const refused = [Refusal, ApiFailure, ConfigError].some((kind) => error instanceof kind)
    console.error(refused ? (error as Error).message : error)
    process.exitCode = 1
  })
}
