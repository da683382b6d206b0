import { createSession } from '@server/db/repositories/sessions'
import { createUser } from '@server/db/repositories/users'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/checklogin/', (server) => {
  it('answers 401 in the envelope for a visitor', async () => {
    const response = await server.inject('/api/home/checklogin/')
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({ code: 401, message: '您尚未登录，请登录！', result: null })
  })

  it('answers 200 with the user for a live session, never the password hash', async () => {
    const { cookie, userId, mobile } = await newLearner(server.app, '小林', {
      password_hash: 'scrypt$secret',
    })
    const response = await server.inject({ url: '/api/home/checklogin/', headers: { cookie } })
    expect(response.json()).toMatchObject({
      code: 200,
      result: { user: { uid: userId, mobile, nickname: '小林' } },
    })
    expect(response.body).not.toContain('scrypt')
  })

  it('does not know an unknown or expired session', async () => {
    const userId = await createUser(server.app.db, { mobile: '13800138002' }, new Date())
    const expired = await createSession(
      server.app.db,
      userId,
      60_000,
      new Date(Date.now() - 120_000),
    )
    for (const cookie of ['sid=not-a-session', `sid=${expired}`]) {
      expect((await server.get('/api/home/checklogin/', cookie)).code).toBe(401)
    }
  })

  it('answers without the trailing slash and in any letter case (spec §7 mixes both)', async () => {
    expect((await server.get('/api/home/checklogin')).code).toBe(401)
    expect((await server.get('/API/Home/CheckLogin/')).code).toBe(401)
  })
})
