import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { connect } from '@server/db/connect'

const ROOT = path.resolve(__dirname, '..', '..', '..')
const run = promisify(execFile)

/** `npm run admin -- …` on a database of its own: what it prints, and its exit code. */
async function admin(sqliteFile: string, args: string[]) {
  try {
    const { stdout } = await run(
      path.join(ROOT, 'node_modules', '.bin', 'tsx'),
      ['server/bin/staff-admin.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, SQLITE_FILE: sqliteFile, DATABASE_URL: '', SCRYPT_N: '1024' },
      },
    )
    return { code: 0, out: stdout.trim() }
  } catch (error) {
    const failed = error as { code: number; stderr: string }
    return { code: failed.code, out: failed.stderr.trim() }
  }
}

describe('npm run admin', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'staff-cli-'))
  const file = path.join(dir, 'school.sqlite')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('creates a staff account in the audit log as the system, and refuses bad input', async () => {
    const made = await admin(file, [
      'create',
      '--username',
      'root.admin',
      '--password',
      'Start2026go',
      '--role',
      'admin',
    ])
    expect(made).toEqual({
      code: 0,
      out: expect.stringMatching(/^已创建管理员账号 root\.admin（id \d+）$/),
    })
    const { db } = connect({ sqliteFile: file })
    try {
      const staff = await db.selectFrom('staff').select(['username', 'role']).execute()
      expect(staff).toEqual([{ username: 'root.admin', role: 'admin' }])
      const log = await db.selectFrom('audit_log').select(['actor', 'action']).execute()
      expect(log).toEqual([{ actor: 'system', action: 'staff.create' }])
    } finally {
      await db.destroy()
    }
    expect(
      await admin(file, [
        'create',
        '--username',
        'root.admin',
        '--password',
        'Start2026go',
        '--role',
        'admin',
      ]),
    ).toEqual({ code: 1, out: '该用户名已被使用' })
    expect(
      (
        await admin(file, [
          'create',
          '--username',
          'x.y',
          '--password',
          'Start2026go',
          '--role',
          'owner',
        ])
      ).out,
    ).toMatch(/^角色须为 admin、content、service、finance、teacher 之一/)
    expect((await admin(file, ['remove'])).code).toBe(1)
  }, 60_000)
})
