import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/checkclass/:id', (server) => {
  it('answers whether the learner is a member of the class room, 401 for a visitor', async () => {
    expect((await server.get('/api/home/checkclass/1')).code).toBe(401)
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/api/home/checkclass/1', cookie)).result).toEqual({ member: false })
    expect((await server.get('/api/home/checkclass/99', cookie)).code).toBe(404)
    await enrolLearner(server.app, { userId, kind: 'classroom', refId: 2, expiresInDays: 100 })
    expect((await server.get('/api/home/checkclass/2', cookie)).result).toEqual({ member: true })
  })
})
