import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

describe.each(DATABASE_KINDS)('the wechat tickets migration 2026-11-23-14 (%s)', (kind) => {
  it('adds the shared credentials table, one row per account and kind, and takes it away', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    const tables = async () => (await db.introspection.getTables()).map((table) => table.name)
    try {
      await migrateToLatest(db, '2026-11-23-13-lives')
      expect(await tables()).not.toContain('wechat_tokens')
      expect(await migrateToLatest(db, '2026-11-23-14-wechat-tickets')).toEqual([
        '2026-11-23-14-wechat-tickets',
      ])
      await db.insertInto('wechat_tokens').values({ app_id: 'wx1', kind: 'jsapi_ticket' }).execute()
      expect(
        await db.selectFrom('wechat_tokens').selectAll().executeTakeFirstOrThrow(),
      ).toMatchObject({ value: '', lease_owner: null })
      // The SQLite driver's errors are no Error of jest's realm: matched by their message.
      await expect(
        db.insertInto('wechat_tokens').values({ app_id: 'wx1', kind: 'jsapi_ticket' }).execute(),
      ).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) })
      await migrateToLatest(db, '2026-11-23-13-lives')
      expect(await tables()).not.toContain('wechat_tokens')
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
