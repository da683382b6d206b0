import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { migrateToLatest } from '@server/db/migrate'
import { questionDiscussions } from '@server/db/repositories/discussions'
import { createUser } from '@server/db/repositories/users'
import type { Database } from '@server/db/schema'
import { createTestDatabase, DATABASE_KINDS } from '../../support/databases'

const TABLES = ['question_discussions', 'question_discussion_replies']

/** Which of the question discussion tables the database has. */
async function tablesPresent(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables.map((table) => table.name).filter((name) => TABLES.includes(name))
}

describe.each(DATABASE_KINDS)('the question discussions migration (%s)', (kind) => {
  it('deletes a question’s comments with it and their replies with them, and goes down', async () => {
    const database = await createTestDatabase(kind)
    const { db } = connect({
      databaseUrl: database.env.DATABASE_URL,
      sqliteFile: database.env.SQLITE_FILE ?? '',
    })
    try {
      expect((await tablesPresent(db)).sort()).toEqual([...TABLES].sort())
      const userId = await createUser(db, { mobile: '13900000077', nickname: '迁移' }, new Date())
      const question = await db
        .selectFrom('questions')
        .select('id')
        .where('parent_id', 'is', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      const questionId = Number(question.id)
      const kept = await questionDiscussions.add(db, userId, questionId, '留下的', Date.now())
      const dropped = await questionDiscussions.add(db, userId, questionId, '删掉的', Date.now())
      for (const discussId of [kept.id, dropped.id]) {
        await questionDiscussions.addReply(
          db,
          {
            userId,
            discussId,
            targetUserId: userId,
            content: '回复',
          },
          Date.now(),
        )
      }
      await db.deleteFrom('question_discussions').where('id', '=', dropped.id).execute()
      const replies = () =>
        db.selectFrom('question_discussion_replies').select('discuss_id').execute()
      expect((await replies()).map((reply) => Number(reply.discuss_id))).toEqual([kept.id])

      await db.deleteFrom('questions').where('id', '=', questionId).execute()
      expect(await db.selectFrom('question_discussions').select('id').execute()).toEqual([])
      expect(await replies()).toEqual([])

      await migrateToLatest(db, '2026-11-23-07-practice')
      expect(await tablesPresent(db)).toEqual([])
      await migrateToLatest(db)
      expect((await tablesPresent(db)).sort()).toEqual([...TABLES].sort())
    } finally {
      await db.destroy()
      await database.drop()
    }
  })
})
