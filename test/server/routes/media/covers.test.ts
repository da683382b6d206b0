import { describeServer } from '@test/server/support/test-server'

describeServer('GET /media/covers/:kind/:id.svg', (server) => {
  it('draws covers, and 404 for an unknown one', async () => {
    const cover = await server.inject('/media/covers/course/1.svg')
    expect(cover.statusCode).toBe(200)
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(cover.body).toContain('初级会计实务')
    expect((await server.inject('/media/covers/course/99999.svg')).statusCode).toBe(404)
  })
})
