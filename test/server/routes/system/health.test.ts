import { describeServer } from '@test/server/support/test-server'

describeServer('GET /health', (server) => {
  it('reports the process and the database as up', async () => {
    const answer = await server.get('/health')
    expect(answer.status).toBe(200)
    expect(answer).toMatchObject({ code: 200, result: { status: 'ok', database: 'ok' } })
    expect(answer.result.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })
})
