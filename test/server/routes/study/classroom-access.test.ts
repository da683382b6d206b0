import { chinaTime } from '@server/time'
import { enrolLearner, newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/classroom/checkAccess/classId/:id', (server) => {
  const checkAccess = (id: number | string, cookie?: string) =>
    server.get(`/knew/pc/classroom/checkAccess/classId/${id}`, cookie)

  it('answers checkAccess to a visitor, and 404 and 400 for unknown and bad ids', async () => {
    expect((await checkAccess(2)).result).toMatchObject({ access: 0, loggedIn: false })
    expect((await checkAccess(999)).code).toBe(404)
    expect((await checkAccess('x')).code).toBe(400)
  })

  it('answers a member’s access: 2 until activated, then 1 with the end of the validity', async () => {
    const pending = await newLearner(server.app)
    await enrolLearner(server.app, { userId: pending.userId, kind: 'classroom', refId: 1 })
    expect((await checkAccess(1, pending.cookie)).result).toMatchObject({
      access: 2,
      loggedIn: true,
      expireAt: null,
    })
    const active = await newLearner(server.app)
    const expireAt = await enrolLearner(server.app, {
      userId: active.userId,
      kind: 'classroom',
      refId: 1,
      expiresInDays: 20,
    })
    expect((await checkAccess(1, active.cookie)).result).toMatchObject({
      access: 1,
      expireAt: chinaTime(expireAt as number),
    })
  })
})
