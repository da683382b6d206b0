import { createSession, deleteExpiredSessions, findSession } from '@server/db/repositories/sessions'
import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

describeServer('the sessions repository', (server) => {
  it('finds a session by its id until it expires, and knows no other id', async () => {
    const { userId } = await newLearner(server.app)
    const startedAt = new Date(Date.now() - 30_000)
    const id = await createSession(server.app.db, userId, 60_000, startedAt)
    expect(await findSession(server.app.db, id, new Date())).toEqual({
      userId,
      expiresAt: startedAt.getTime() + 60_000,
    })
    expect(await findSession(server.app.db, id, new Date(startedAt.getTime() + 60_000))).toBeNull()
    expect(await findSession(server.app.db, 'not-a-session', new Date())).toBeNull()
  })

  it('removes expired sessions', async () => {
    const { userId } = await newLearner(server.app)
    const expired = await createSession(server.app.db, userId, 1000, new Date(Date.now() - 60_000))
    expect(await deleteExpiredSessions(server.app.db, new Date())).toBeGreaterThanOrEqual(1)
    const left = await server.app.db.selectFrom('sessions').select('expires_at').execute()
    expect(left.every((row) => row.expires_at > Date.now())).toBe(true)
    expect(await findSession(server.app.db, expired, new Date())).toBeNull()
  })
})
