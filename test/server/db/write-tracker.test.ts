import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createTestDatabase, DATABASE_KINDS } from '../support/databases'

describe.each(DATABASE_KINDS)(
  'the write tracker sees every write made through Kysely (%s)',
  (kind) => {
    it('records inserts, updates and deletes per table, in and out of transactions, but no reads', async () => {
      const database = await createTestDatabase(kind, { empty: true })
      const { db, writes } = connect({
        databaseUrl: database.env.DATABASE_URL,
        sqliteFile: database.env.SQLITE_FILE ?? '',
      })
      try {
        await migrateToLatest(db)
        const before = Date.now()
        expect(writes.lastWriteTo(['goods_types'])).toBe(0)
        await db.insertInto('goods_types').values({ name: '教材图书' }).execute()
        expect(writes.lastWriteTo(['goods_types'])).toBeGreaterThanOrEqual(before)
        expect(writes.lastWriteTo(['courses'])).toBe(0)
        await db.selectFrom('courses').selectAll().execute()
        expect(writes.lastWriteTo(['courses'])).toBe(0)
        await db
          .transaction()
          .execute((trx) =>
            trx
              .updateTable('course_categories as c')
              .set({ name: 'x' })
              .where('c.id', '=', 0)
              .execute(),
          )
        expect(writes.lastWriteTo(['course_categories'])).toBeGreaterThanOrEqual(before)
        await db.deleteFrom('banners').execute()
        expect(writes.lastWriteTo(['banners'])).toBeGreaterThanOrEqual(before)
      } finally {
        await db.destroy()
        await database.drop()
      }
    })
  },
)
