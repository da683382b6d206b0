import { sql } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

describe.each(DATABASE_KINDS)('the proven-mobiles migration (%s)', (kind) => {
  it('marks accounts made by password unproven, those made by SMS code proven, and goes down', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    try {
      await migrateToLatest(db, '2026-11-23-14-wechat-tickets')
      // Rows as the server wrote them before: no mobile_proven_at column yet.
      const insert = (mobile: string | null, passwordHash: string | null, createdAt: number) =>
        sql`insert into users (mobile, nickname, password_hash, created_at)
          values (${mobile}, ${'学员'}, ${passwordHash}, ${createdAt})`.execute(db)
      await insert('13900000151', 'scrypt$16384$8$1$c2FsdA==$a2V5', 1_700_000_000_000)
      await insert('13900000152', null, 1_700_000_100_000)
      await insert(null, null, 1_700_000_200_000)

      expect(await migrateToLatest(db, '2026-11-27-15-proven-mobiles')).toEqual([
        '2026-11-27-15-proven-mobiles',
      ])
      const rows = await db
        .selectFrom('users')
        .select(['mobile', 'mobile_proven_at'])
        .where('created_at', '>=', 1_700_000_000_000)
        .where('created_at', '<=', 1_700_000_200_000)
        .orderBy('created_at')
        .execute()
      expect(rows.map((row) => [row.mobile, row.mobile_proven_at])).toEqual([
        // A password account: whoever registered it never proved the number.
        ['13900000151', null],
        // Made by an SMS code: proven when it was made.
        ['13900000152', 1_700_000_100_000],
        // No number to prove.
        [null, null],
      ])

      await migrateToLatest(db, '2026-11-23-14-wechat-tickets')
      const columns = (await db.introspection.getTables())
        .find((table) => table.name === 'users')
        ?.columns.map((column) => column.name)
      expect(columns).not.toContain('mobile_proven_at')
      await migrateToLatest(db)
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
