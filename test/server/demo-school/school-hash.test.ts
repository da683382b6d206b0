import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { seedDemoData } from '@server/services/demo-school'
import { schoolHashes } from '@test/server/support/demo-school'

const RECORDED = JSON.parse(
  readFileSync(path.join(__dirname, 'school-hashes.json'), 'utf8'),
) as Record<string, string>

/** When the school below was seeded: lives and exam years are placed around it. */
const SEEDED_AT = new Date('2026-11-27T03:00:00Z')

async function seededHashes(): Promise<Record<string, string>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'demo-school-'))
  const { db } = connect({ sqliteFile: path.join(dir, 'school.sqlite') })
  try {
    await migrateToLatest(db)
    expect(await seedDemoData(db, SEEDED_AT)).toBe(true)
    return await schoolHashes(db)
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The demo school was TypeScript (builders in six dialects) and is now data loaded through the
 * bank's import; the hashes recorded from the TypeScript seed say that the conversion kept the
 * school as it was, row for row. A deliberate change to the demo school records them again
 * (each part's hash is listed, so a failure names the tables or the subject that changed).
 */
describe('the demo school loaded from data', () => {
  it('is the school the TypeScript seed made, and the same every time', async () => {
    const hashes = await seededHashes()
    expect(hashes).toEqual(RECORDED)
    expect(await seededHashes()).toEqual(hashes)
  }, 120_000)
})
