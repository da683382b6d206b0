import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { createUser } from '@server/db/repositories/users'
import type { Database } from '@server/db/schema'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

const TABLES = ['points_ledger', 'sign_ins']
/** SQLite's and PostgreSQL's words for a broken unique key. */
const DUPLICATE = { message: expect.stringMatching(/UNIQUE constraint failed|duplicate key/) }

async function shape(db: Kysely<Database>) {
  const tables = await db.introspection.getTables()
  const users = tables.find((table) => table.name === 'users')
  return {
    tables: tables.map((table) => table.name).filter((name) => TABLES.includes(name)),
    userColumns: (users?.columns ?? [])
      .map((column) => column.name)
      .filter((name) => ['points', 'exam_date'].includes(name)),
  }
}

describe.each(DATABASE_KINDS)('the points migration (%s)', (kind) => {
  it('keeps one ledger line per learner and ref, one sign-in per day, and goes down', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    try {
      expect(await shape(db)).toEqual({ tables: TABLES, userColumns: ['points', 'exam_date'] })
      const userId = await createUser(db, { mobile: '13900000078', nickname: '积分' }, new Date())
      const user = await db
        .selectFrom('users')
        .select(['points', 'exam_date'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
      expect({ points: Number(user.points), examDate: user.exam_date }).toEqual({
        points: 0,
        examDate: null,
      })
      const line = {
        user_id: userId,
        kind: 'signin' as const,
        ref: 'signin:2026-11-23',
        reason: '每日签到',
        amount: 5,
        balance: 5,
        created_at: 1,
      }
      await db.insertInto('points_ledger').values(line).execute()
      await expect(db.insertInto('points_ledger').values(line).execute()).rejects.toMatchObject(
        DUPLICATE,
      )
      const day = { user_id: userId, day: '2026-11-23', streak: 1, created_at: 1 }
      await db.insertInto('sign_ins').values(day).execute()
      await expect(db.insertInto('sign_ins').values(day).execute()).rejects.toMatchObject(DUPLICATE)

      await db.deleteFrom('users').where('id', '=', userId).execute()
      expect(await db.selectFrom('points_ledger').select('id').execute()).toEqual([])
      expect(await db.selectFrom('sign_ins').select('day').execute()).toEqual([])

      await migrateToLatest(db, '2026-11-23-11-wechat-openid')
      expect(await shape(db)).toEqual({ tables: [], userColumns: [] })
      await migrateToLatest(db)
      expect(await shape(db)).toEqual({ tables: TABLES, userColumns: ['points', 'exam_date'] })
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
