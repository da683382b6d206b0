import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import type { Database } from '@server/db/schema'
import {
  DATABASE_KINDS,
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from './databases'

/** What the support helpers need of a server: its database. */
export interface HasDb {
  db: Kysely<Database>
}

/** A copy of the seeded template database, opened without a server. */
export class TestDb implements HasDb {
  db!: Kysely<Database>
  private database!: TestDatabase

  constructor(readonly kind: DatabaseKind) {}

  async open(): Promise<void> {
    this.database = await createTestDatabase(this.kind)
    this.db = connect({
      databaseUrl: this.database.env.DATABASE_URL,
      sqliteFile: this.database.env.SQLITE_FILE ?? '',
    }).db
  }

  async close(): Promise<void> {
    await this.db?.destroy()
    await this.database?.drop()
  }
}

/**
 * Declares a file's service tests once per database kind, each kind on a fresh copy of the
 * seeded template, with no server and no HTTP: a rule is tested where it is written (the
 * services), in a fraction of a route test's start-up. Route tests keep what only HTTP shows:
 * status, envelope, login and schema.
 */
export function describeDatabase(title: string, tests: (database: TestDb) => void): void {
  describe.each(DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    const database = new TestDb(kind)
    beforeAll(() => database.open())
    afterAll(() => database.close())
    tests(database)
  })
}
