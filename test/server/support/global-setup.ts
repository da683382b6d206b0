import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connect } from '../../../server/src/db/connect'
import { migrateToLatest } from '../../../server/src/db/migrate'
import { seedDemoData } from '../../../server/src/db/seed'
import { TEMPLATE_ENV, createPostgresDatabase } from './databases'

async function migrateAndSeed(options: { databaseUrl?: string; sqliteFile: string }) {
  const { db } = connect(options)
  try {
    await migrateToLatest(db)
    await seedDemoData(db)
  } finally {
    await db.destroy()
  }
}

/**
 * Migrates and seeds one template database per kind before the server tests; each test file
 * then starts from a copy of it instead of migrating and seeding its own.
 */
export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-template-'))
  const sqliteFile = path.join(dir, 'template.sqlite')
  await migrateAndSeed({ sqliteFile })
  process.env[TEMPLATE_ENV.sqlite] = sqliteFile
  const baseUrl = process.env.TEST_DATABASE_URL
  if (baseUrl) {
    const template = await createPostgresDatabase(baseUrl)
    await migrateAndSeed({ databaseUrl: template.url, sqliteFile })
    process.env[TEMPLATE_ENV.postgres] = template.name
    globalThis.dropPostgresTemplate = template.drop
  }
}

declare global {
  var dropPostgresTemplate: (() => Promise<void>) | undefined
}
