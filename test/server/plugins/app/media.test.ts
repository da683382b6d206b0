import { describeServer } from '../../support/test-server'

describeServer('the demo images under /media/', (server) => {
  it('serves a demo image, cached for a day', async () => {
    const response = await server.inject('/media/banners/junior.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })
})
