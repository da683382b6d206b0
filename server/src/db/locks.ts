import { PostgresAdapter, sql, type Kysely } from 'kysely'
import type { Database } from './schema'

/**
 * Serialises the transactions that work on one key (a learner's posts, a number's SMS codes,
 * an IP's feedback), so that "count, then write" cannot let two requests of the same instant
 * both pass a limit. Call it first thing in a transaction. PostgreSQL takes an advisory lock
 * held until the transaction ends; SQLite needs none, as its one connection runs one
 * transaction at a time and each begins by taking the database's write lock (connect.ts).
 */
export async function lockKey(trx: Kysely<Database>, key: string): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx)
}
