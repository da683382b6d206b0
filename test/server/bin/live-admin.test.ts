import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { connect } from '@server/db/connect'
import { MINUTE_MS } from '@server/time'
import { createTestDatabase } from '../support/databases'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const run = promisify(execFile)

/** `npm run live -- …` without npm: tsx running the CLI over the SQLite file given. */
async function liveAdmin(sqliteFile: string, args: string[]) {
  const env = { ...process.env, SQLITE_FILE: sqliteFile, DATABASE_URL: '', LOG_LEVEL: 'silent' }
  try {
    const { stdout, stderr } = await run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['server/bin/live-admin.ts', ...args],
      { cwd: ROOT, env },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

describe('npm run live (server/bin/live-admin.ts)', () => {
  it('cancels a live and marks a replay ready in the database, and refuses with exit 1', async () => {
    const database = await createTestDatabase('sqlite')
    const file = database.env.SQLITE_FILE
    const now = Date.now()
    const { db } = connect({ sqliteFile: file })
    const insert = (startIn: number, title: string) =>
      db
        .insertInto('lives')
        .values({
          course_id: 5,
          lesson_title: title,
          teacher: '测试老师',
          start_time: now + startIn * MINUTE_MS,
          end_time: now + (startIn + 90) * MINUTE_MS,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.id))
    const coming = await insert(60, '命令行取消')
    const ended = await insert(-180, '命令行回放')
    await db.destroy()
    try {
      const list = await liveAdmin(file, ['list'])
      expect(list.code).toBe(0)
      expect(list.stdout).toMatch(new RegExp(`^${coming}\\t.*未开始\\t命令行取消（`, 'm'))
      expect(list.stdout).toMatch(new RegExp(`^${ended}\\t.*回放生成中\\t命令行回放（`, 'm'))

      expect(await liveAdmin(file, ['cancel', String(coming)])).toMatchObject({
        code: 0,
        stdout: `直播 ${coming} 已取消\n`,
      })
      expect(await liveAdmin(file, ['replay-ready', String(ended)])).toMatchObject({
        code: 0,
        stdout: `直播 ${ended} 的回放已就绪\n`,
      })
      const refused = await liveAdmin(file, ['cancel', String(ended)])
      expect(refused).toMatchObject({ code: 1, stdout: '', stderr: '直播已结束，不能取消\n' })
      expect(await liveAdmin(file, ['cancel', 'abc'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('直播 id 须为正整数'),
      })
      expect(await liveAdmin(file, ['delete', '1'])).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('用法：npm run live --'),
      })

      const check = connect({ sqliteFile: file }).db
      try {
        const rows = await check
          .selectFrom('lives')
          .select(['id', 'state', 'replay_ready_at'])
          .where('id', 'in', [coming, ended])
          .orderBy('id')
          .execute()
        expect(
          rows.map((row) => [Number(row.id), row.state, row.replay_ready_at !== null]),
        ).toEqual([
          [coming, 'cancelled', false],
          [ended, 'scheduled', true],
        ])
      } finally {
        await check.destroy()
      }
    } finally {
      await database.drop()
    }
  }, 60_000)
})
