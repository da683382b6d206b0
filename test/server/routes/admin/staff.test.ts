import { call, consoleCookie, login, type ConsoleAnswer } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'

const ADMIN = { username: 'principal', password: 'School2026admin' }

/** POST /admin/api/staff as the staff member whose console cookie is given. */
function newStaff(server: TestServer, body: object, cookie: string): Promise<ConsoleAnswer> {
  return call(server, 'POST', '/admin/api/staff', body, cookie)
}

describeServer(
  'the console: staff, roles and the audit log',
  (server) => {
    it('makes the first admin from ADMIN_USERNAME and ADMIN_PASSWORD, once', async () => {
      const answer = await call(server, 'POST', '/admin/api/login', ADMIN)
      expect(answer).toMatchObject({ code: 200, result: { username: 'principal', role: 'admin' } })
      const set = answer.response.cookies.find((each) => each.name === 'admin_sid')
      expect(set).toMatchObject({ path: '/admin', httpOnly: true, sameSite: 'Strict' })
      const me = await call(
        server,
        'GET',
        '/admin/api/me',
        undefined,
        consoleCookie(answer.response),
      )
      expect(me.result).toEqual({
        id: answer.result.id,
        username: 'principal',
        role: 'admin',
        disabled: false,
        teacherId: null,
      })
    })

    it('answers a wrong name and a wrong password alike, and a visitor 401', async () => {
      const wrongName = await call(server, 'POST', '/admin/api/login', {
        ...ADMIN,
        username: 'nobody',
      })
      const wrongPassword = await call(server, 'POST', '/admin/api/login', {
        ...ADMIN,
        password: 'x',
      })
      expect(wrongName).toMatchObject({ status: 400, code: 400, message: '账号或密码错误' })
      expect(wrongPassword).toMatchObject({ status: 400, message: '账号或密码错误' })
      const visitor = await call(server, 'GET', '/admin/api/me')
      expect(visitor).toMatchObject({ status: 401, code: 401, message: '请先登录管理后台' })
    })

    it("never opens the console with a learner's session, nor a learner's call with the console's", async () => {
      const learner = await newLearner(server.app, '学员小张')
      expect((await server.get('/api/home/checklogin/', learner.cookie)).code).toBe(200)
      expect((await call(server, 'GET', '/admin/api/me', undefined, learner.cookie)).status).toBe(
        401,
      )
      const admin = await login(server, ADMIN.username, ADMIN.password)
      expect((await server.get('/api/home/checklogin/', admin)).code).not.toBe(200)
    })

    it('lets an admin create staff, refuses every other role, and checks what it is given', async () => {
      const admin = await login(server, ADMIN.username, ADMIN.password)
      const created = await newStaff(
        server,
        { username: 'jiaowu.li', password: 'Content2026', role: 'content' },
        admin,
      )
      expect(created).toMatchObject({
        code: 200,
        result: { username: 'jiaowu.li', role: 'content' },
      })
      const content = await login(server, 'jiaowu.li', 'Content2026')
      expect((await call(server, 'GET', '/admin/api/me', undefined, content)).result.role).toBe(
        'content',
      )
      const refused = await newStaff(
        server,
        { username: 'kefu.wang', password: 'Service2026', role: 'service' },
        content,
      )
      expect(refused).toMatchObject({
        status: 403,
        code: 403,
        message: '当前账号没有权限执行此操作',
      })
      expect((await call(server, 'GET', '/admin/api/audit', undefined, content)).status).toBe(403)

      const bad = async (body: object) =>
        (await call(server, 'POST', '/admin/api/staff', body, admin)).message
      expect(await bad({ username: 'jiaowu.li', password: 'Content2026', role: 'content' })).toBe(
        '该用户名已被使用',
      )
      expect(await bad({ username: '9lives', password: 'Content2026', role: 'content' })).toBe(
        '用户名以字母开头，只能包含字母、数字和 . _ -',
      )
      expect(await bad({ username: 'short.pw', password: 'abc123', role: 'content' })).toBe(
        '密码为10-72位',
      )
      expect(await bad({ username: 'digits.pw', password: '1234567890', role: 'content' })).toBe(
        '密码须同时包含字母和数字',
      )
      const role = await newStaff(
        server,
        { username: 'x.role', password: 'Content2026', role: 'owner' },
        admin,
      )
      expect(role.status).toBe(400)
    })

    it('logs each change with who, when and what, filterable, never a password', async () => {
      const admin = await login(server, ADMIN.username, ADMIN.password)
      const created = await newStaff(
        server,
        { username: 'caiwu.zhao', password: 'Finance2026', role: 'finance' },
        admin,
      )
      const log = await call(
        server,
        'GET',
        '/admin/api/audit?actor=principal&action=staff.create',
        undefined,
        admin,
      )
      const entry = log.result.list.find(
        (each: { target: string }) => each.target === `staff:${created.result.id}`,
      )
      expect(entry).toMatchObject({
        actor: 'principal',
        action: 'staff.create',
        summary: { after: { username: 'caiwu.zhao', role: 'finance' } },
      })
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000)
      expect(JSON.stringify(log.result)).not.toContain('Finance2026')
      // The first admin was made by the system, at start.
      const first = await call(server, 'GET', '/admin/api/audit?actor=system', undefined, admin)
      expect(first.result.list.map((each: { action: string }) => each.action)).toEqual([
        'staff.create',
      ])
      const future = await call(server, 'GET', '/admin/api/audit?from=2999-01-01', undefined, admin)
      expect(future.result).toMatchObject({ list: [], totalCount: 0 })
      const badDate = await call(server, 'GET', '/admin/api/audit?from=yesterday', undefined, admin)
      expect(badDate).toMatchObject({ status: 400, message: 'from 不是有效的日期' })
    })

    it('ends the console session at logout', async () => {
      const admin = await login(server, ADMIN.username, ADMIN.password)
      expect((await call(server, 'POST', '/admin/api/logout', {}, admin)).code).toBe(200)
      expect((await call(server, 'GET', '/admin/api/me', undefined, admin)).status).toBe(401)
    })

    it('lists staff and changes a role, disables and re-enables, resets a password, all logged', async () => {
      const admin = await login(server, ADMIN.username, ADMIN.password)
      const made = await newStaff(
        server,
        { username: 'laoshi.chen', password: 'Teacher2026', role: 'teacher' },
        admin,
      )
      const id = made.result.id
      const teacher = await login(server, 'laoshi.chen', 'Teacher2026')
      const list = await call(server, 'GET', '/admin/api/staff', undefined, admin)
      expect(list.result).toContainEqual({
        id,
        username: 'laoshi.chen',
        role: 'teacher',
        disabled: false,
        teacherId: null,
      })

      const patch = (body: object, cookie = admin) =>
        call(server, 'PATCH', `/admin/api/staff/${id}`, body, cookie)
      expect((await patch({ role: 'content' })).result).toMatchObject({ role: 'content' })
      expect((await call(server, 'GET', '/admin/api/me', undefined, teacher)).result.role).toBe(
        'content',
      )
      // Disabled: its session ends and it cannot log in again.
      expect((await patch({ disabled: true })).result.disabled).toBe(true)
      expect((await call(server, 'GET', '/admin/api/me', undefined, teacher)).status).toBe(401)
      const refused = await call(server, 'POST', '/admin/api/login', {
        username: 'laoshi.chen',
        password: 'Teacher2026',
      })
      expect(refused.message).toBe('账号或密码错误')
      await patch({ disabled: false, password: 'NewTeacher2026' })
      expect(await login(server, 'laoshi.chen', 'NewTeacher2026')).toMatch(/^admin_sid=/)
      expect((await patch({ password: 'short1' })).message).toBe('密码为10-72位')
      expect(
        (await call(server, 'PATCH', '/admin/api/staff/99999', { disabled: true }, admin)).status,
      ).toBe(404)

      const log = await call(
        server,
        'GET',
        '/admin/api/audit?action=staff.update',
        undefined,
        admin,
      )
      const mine = log.result.list.filter(
        (each: { target: string }) => each.target === `staff:${id}`,
      )
      expect(mine.map((each: { summary: object }) => each.summary)).toEqual([
        {
          before: { role: 'content', disabled: true },
          after: { role: 'content', disabled: false, password: '已重置' },
        },
        {
          before: { role: 'content', disabled: false },
          after: { role: 'content', disabled: true },
        },
        {
          before: { role: 'teacher', disabled: false },
          after: { role: 'content', disabled: false },
        },
      ])
      expect(JSON.stringify(log.result)).not.toContain('NewTeacher2026')
    })

    it('keeps the school a working admin, and an admin from locking themselves out', async () => {
      const admin = await login(server, ADMIN.username, ADMIN.password)
      const me = await call(server, 'GET', '/admin/api/me', undefined, admin)
      const self = await call(
        server,
        'PATCH',
        `/admin/api/staff/${me.result.id}`,
        { disabled: true },
        admin,
      )
      expect(self).toMatchObject({ status: 409, message: '不能停用自己或取消自己的管理员角色' })
      const other = await newStaff(
        server,
        { username: 'fu.admin', password: 'Deputy2026x', role: 'admin' },
        admin,
      )
      const deputy = await login(server, 'fu.admin', 'Deputy2026x')
      // Another admin may demote the principal; the deputy, now the only admin, may not demote itself.
      const demoted = await call(
        server,
        'PATCH',
        `/admin/api/staff/${me.result.id}`,
        { role: 'content' },
        deputy,
      )
      expect(demoted.result.role).toBe('content')
      const last = await call(
        server,
        'PATCH',
        `/admin/api/staff/${other.result.id}`,
        { role: 'finance' },
        deputy,
      )
      expect(last).toMatchObject({ status: 409, message: '不能停用自己或取消自己的管理员角色' })
      // Put back for the other tests of this file.
      await call(server, 'PATCH', `/admin/api/staff/${me.result.id}`, { role: 'admin' }, deputy)
    })
  },
  { env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } },
)
