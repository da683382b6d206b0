import { chinaTime } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/visitclasss', (server) => {
  it('lists the learner’s class rooms with access and expiry, 401 for a visitor', async () => {
    expect((await server.get('/api/home/visitclasss/')).code).toBe(401)
    const { userId, cookie } = await newLearner(server.app)
    expect((await server.get('/api/home/visitclasss', cookie)).result).toEqual([])
    const expireAt = await enrolLearner(server.app, {
      userId,
      kind: 'classroom',
      refId: 2,
      expiresInDays: 100,
    })
    const { result } = await server.get('/api/home/visitclasss', cookie)
    expect(result).toEqual([
      expect.objectContaining({ id: 2, access: 1, expireAt: chinaTime(expireAt as number) }),
    ])
    expect(result[0].courseCount).toBeGreaterThanOrEqual(3)
  })
})
