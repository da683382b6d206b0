import { rmSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { VERSIONS_READ_MS } from '@server/db/write-tracker'
import { PUBLIC_TABLES } from '@server/services/public-answers'
import { createTestDatabase, DATABASE_KINDS } from '@test/server/support/databases'
import { fakeH5Build } from '@test/server/support/h5-build'
import { buildTestApp } from '@test/server/support/test-server'

const build = fakeH5Build()
afterAll(() => rmSync(build, { recursive: true, force: true }))

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(DATABASE_KINDS)('two servers on one database (%s)', (kind) => {
  it('each sees the other’s writes to what it keeps in memory within a second', async () => {
    const database = await createTestDatabase(kind)
    const apps: FastifyInstance[] = []
    try {
      // Two processes' worth: each server has its own connection, answers and write tracker.
      const learners = await buildTestApp(database, { env: { STATIC_DIR: build } })
      apps.push(learners)
      const console = await buildTestApp(database)
      apps.push(console)
      const nav = async () =>
        (await learners.inject({ method: 'GET', url: '/api/home/nav' })).json().result as {
          label: string
        }[]
      const home = async () => (await learners.inject({ method: 'GET', url: '/home' })).body
      const [first] = await nav()
      expect(await home()).toContain(first.label)

      await console.db
        .updateTable('home_nav_entries')
        .set({ label: '好课推荐' })
        .where('label', '=', first.label)
        .execute()
      await wait(VERSIONS_READ_MS + 200)
      expect((await nav())[0].label).toBe('好课推荐')
      expect(await home()).toContain('好课推荐')
    } finally {
      await Promise.all(apps.map((app) => app.close()))
      await database.drop()
    }
  }, 30_000)

  it('raises a table’s version with a committed write, and not with one rolled back', async () => {
    const database = await createTestDatabase(kind)
    const app = await buildTestApp(database)
    try {
      const version = async () =>
        Number(
          (
            await app.db
              .selectFrom('table_versions')
              .select('version')
              .where('name', '=', 'banners')
              .executeTakeFirstOrThrow()
          ).version,
        )
      const tracked = await app.db.selectFrom('table_versions').select('name').execute()
      expect(tracked.map((row) => row.name)).toEqual(expect.arrayContaining([...PUBLIC_TABLES]))

      const before = await version()
      await app.db
        .updateTable('banners')
        .set({ title: sql`title` })
        .execute()
      expect(await version()).toBeGreaterThan(before)
      const committed = await version()
      await expect(
        app.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('banners').execute()
          throw new Error('changed my mind')
        }),
      ).rejects.toThrow('changed my mind')
      expect(await version()).toBe(committed)
    } finally {
      await app.close()
      await database.drop()
    }
  })

  it('comes and goes with its migration: down leaves no trigger behind, up again tracks', async () => {
    const database = await createTestDatabase(kind, { empty: true })
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    try {
      await migrateToLatest(db)
      await migrateToLatest(db, '2026-11-28-26-home-layout')
      // With the triggers gone, a write to a tracked table needs no table_versions.
      await db.updateTable('home_nav_entries').set({ sort: 1 }).execute()
      await migrateToLatest(db)
      const before = await db.selectFrom('table_versions').selectAll().execute()
      await db.updateTable('home_nav_entries').set({ sort: 2 }).execute()
      const after = await db.selectFrom('table_versions').selectAll().execute()
      const version = (rows: typeof before) =>
        Number(rows.find((row) => row.name === 'home_nav_entries')?.version)
      expect(version(after)).toBe(version(before) + (kind === 'postgres' ? 1 : 7))
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
