import { findSession } from '@server/db/repositories/sessions'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/home/user/logout', (server) => {
  it('logs out on the server', async () => {
    const { cookie } = await newLearner(server.app)
    expect(await server.post('/knew/home/user/logout', {}, cookie)).toEqual({
      status: 200,
      code: 200,
      message: '已退出登录',
      result: null,
    })
    expect((await server.get('/api/home/checklogin/', cookie)).code).toBe(401)
    expect(await findSession(server.app.db, cookie.slice('sid='.length), new Date())).toBeNull()
  })
})
