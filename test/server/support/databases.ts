import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** A database of its own for one test file: SQLite always, PostgreSQL when configured. */
export interface TestDatabase {
  name: DatabaseKind
  env: Record<string, string>
  drop(): Promise<void>
}

export type DatabaseKind = 'sqlite' | 'postgres'

/** The database kinds every server test runs against. */
export const DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

/** Where global-setup.ts left the migrated and seeded template of each kind. */
export const TEMPLATE_ENV = {
  sqlite: 'TEST_SQLITE_TEMPLATE',
  postgres: 'TEST_POSTGRES_TEMPLATE',
} as const

export async function createPostgresDatabase(
  baseUrl: string,
  template?: string,
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `school_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    // A small template copies faster by its files than through the log (15's default; older
    // servers know only the file copy, and not the word).
    const version = Number(
      (await admin.query('SHOW server_version_num')).rows[0].server_version_num,
    )
    const strategy = version >= 150000 ? ' STRATEGY FILE_COPY' : ''
    await admin.query(
      `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}${strategy}` : ''}`,
    )
  } finally {
    await admin.end()
  }
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/**
 * A fresh database: a copy of the seeded template (fast: no migration, no seed), or an empty
 * one for tests of migrations and of the seed itself.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const template = empty ? undefined : process.env[TEMPLATE_ENV[kind]]
  if (kind === 'postgres') {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string, template)
    return { name: 'postgres', env: { DATABASE_URL: created.url }, drop: created.drop }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'school-test-'))
  const file = path.join(dir, 'school.sqlite')
  if (template) copyFileSync(template, file)
  return {
    name: 'sqlite',
    env: { SQLITE_FILE: file },
    async drop() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
