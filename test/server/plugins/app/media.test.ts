import { HOME_NAV_ICONS } from '@common/constants/home-nav'
import { describeServer } from '../../support/test-server'

describeServer('the demo images under /media/', (server) => {
  it('serves a demo image, cached for a day', async () => {
    const response = await server.inject('/media/banners/junior.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(response.headers['cache-control']).toBe('public, max-age=86400')
  })

  it('serves every icon the home navigation may show (src/components/home-nav/nav-icon.tsx)', async () => {
    for (const name of [...Object.keys(HOME_NAV_ICONS), 'ask', 'service']) {
      const response = await server.inject(`/media/nav-icons/${name}.svg`)
      expect([name, response.statusCode]).toEqual([name, 200])
      expect(response.body).toMatch(/^<svg [^>]*viewBox="0 0 1024 1024"><path /)
    }
  })
})
