import { sql } from 'kysely'
import type { TestServer } from './test-server'

/**
 * Sends `count` requests at the same instant, to test that limits hold under concurrency. The
 * server's database pool is given its connections first: requests that each had to wait for a
 * new PostgreSQL connection would be staggered by the connecting and never meet in the database.
 */
export async function atTheSameInstant<T>(
  server: TestServer,
  count: number,
  send: (index: number) => Promise<T>,
): Promise<T[]> {
  await Promise.all(Array.from({ length: count }, () => sql`select 1`.execute(server.app.db)))
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)))
}
