import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'

/** A fresh, empty database for one test file: SQLite always, PostgreSQL when configured. */
export interface TestDatabase {
  name: 'sqlite' | 'postgres'
  env: Record<string, string>
  drop(): Promise<void>
}

async function freshPostgres(baseUrl: string): Promise<TestDatabase> {
  const name = `school_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    name: 'postgres',
    env: { DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

function freshSqlite(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-test-'))
  return {
    name: 'sqlite',
    env: { SQLITE_FILE: path.join(dir, 'school.sqlite') },
    async drop() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The database kinds every server test runs against. */
export const DATABASE_KINDS: TestDatabase['name'][] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite']

export async function createTestDatabase(kind: TestDatabase['name']): Promise<TestDatabase> {
  if (kind === 'postgres') return freshPostgres(process.env.TEST_DATABASE_URL as string)
  return freshSqlite()
}

/** A folder that looks like an H5 build: index.html and a hashed script. */
export function fakeH5Build(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-h5-'))
  mkdirSync(path.join(dir, 'js'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!DOCTYPE html><html><head><title>会计网校</title></head><body><div id="app"></div></body></html>',
  )
  writeFileSync(
    path.join(dir, 'page-chunks.json'),
    JSON.stringify({ 'pages/home/index': ['css/home.0123abcd.css', 'js/home.0123abcd.js'] }),
  )
  writeFileSync(
    path.join(dir, 'js', 'app.0123abcd.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  )
  return dir
}

/** Builds the server over a test database; call app.close() when done. */
export async function buildTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  setup?: (app: FastifyInstance) => void,
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(tmpdir(), 'no-h5-build'),
    ...database.env,
    ...env,
  })
  const app = await buildApp(config, { logger: false })
  setup?.(app)
  try {
    await app.ready()
  } catch (error) {
    // Close the database before the test drops it, so the failure is reported, not a crash.
    await app.close().catch(() => undefined)
    throw error
  }
  return app
}
