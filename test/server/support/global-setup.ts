// First: the server's modules below resolve the path aliases through it.
import './global-aliases'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { DEV_PAY_KEYS, newDevKeys } from '@server/adapters/payment/dev-keys'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { valueOrInitial } from '@server/db/repositories/app-meta'
import { seedDemoData } from '@server/services/demo-school'
import { AUTH_SECRET_KEY, newAuthSecret } from '@server/plugins/app/auth-secret'
import { TEMPLATE_ENV } from './databases'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'school-test-templates')

/** What the template is made from: the schema, the seed and the shared rules it uses. */
const SOURCES = [
  'server/src/db',
  'server/src/services',
  'server/demo-school',
  'common',
  'types',
  'package-lock.json',
]

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative)
  if (!statSync(full).isDirectory()) return [relative]
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(path.join(relative, name)))
}

/** A hash of the sources: a template is kept and reused until one of them changes. */
function templateKey(): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

async function migrateAndSeed(options: { databaseUrl?: string; sqliteFile: string }) {
  const { db } = connect(options)
  try {
    await migrateToLatest(db)
    await seedDemoData(db, new Date())
    // What a server's first start keeps (the dev payment keys, the secret) is in the template,
    // so no test file makes them again: a key pair takes a fifth of a second.
    await valueOrInitial(db, DEV_PAY_KEYS, () => JSON.stringify(newDevKeys()))
    await valueOrInitial(db, AUTH_SECRET_KEY, newAuthSecret)
  } finally {
    await db.destroy()
  }
}

/** The SQLite template of these sources, made when missing; older ones are removed. */
async function sqliteTemplate(key: string): Promise<string> {
  mkdirSync(CACHE_DIR, { recursive: true })
  const file = path.join(CACHE_DIR, `template-${key}.sqlite`)
  if (existsSync(file)) return file
  const building = `${file}.${process.pid}.building`
  await migrateAndSeed({ sqliteFile: building })
  // Renamed into place once whole: a run that stops half-way leaves no broken template.
  renameSync(building, file)
  for (const name of readdirSync(CACHE_DIR)) {
    if (name.startsWith('template-') && !name.startsWith(`template-${key}.sqlite`)) {
      rmSync(path.join(CACHE_DIR, name), { force: true })
    }
  }
  return file
}

/** The PostgreSQL template database of these sources, made when missing; older ones dropped. */
async function postgresTemplate(baseUrl: string, key: string): Promise<string> {
  const name = `school_tpl_${key}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  try {
    const existing = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'school\\_tpl\\_%'",
    )
    const names = existing.rows.map((row) => row.datname)
    for (const old of names.filter((datname) => datname !== name)) {
      await admin.query(`DROP DATABASE IF EXISTS ${old} WITH (FORCE)`)
    }
    if (names.includes(name)) return name
    const building = `school_build_${process.pid}`
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${building}`)
    const url = new URL(baseUrl)
    url.pathname = `/${building}`
    await migrateAndSeed({ databaseUrl: url.toString(), sqliteFile: '' })
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    return name
  } finally {
    await admin.end()
  }
}

/**
 * A migrated and seeded template database per kind for the server tests; each test file starts
 * from a copy of it instead of migrating and seeding its own. Templates are kept (under
 * node_modules/.cache, and in PostgreSQL as school_tpl_<hash>) and made again only when the
 * schema, the seed or what they use changes, so a single test file starts at once.
 */
export default async function globalSetup(): Promise<void> {
  const key = templateKey()
  process.env[TEMPLATE_ENV.sqlite] = await sqliteTemplate(key)
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) process.env[TEMPLATE_ENV.postgres] = await postgresTemplate(baseUrl, key)
}
