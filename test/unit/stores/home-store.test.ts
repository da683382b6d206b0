import { createApi } from '@/services/api'
import { createHttp } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { RootStore } from '@/stores/root-store'
import { envelope, fakeTransport } from '../../support/fake-transport'

const BANNERS = [{ url: '/course', imgurl: '/media/banners/a.svg', title: '初级会计职称' }]

function buildRoot(answer: Parameters<typeof fakeTransport>[0], preloaded?: Map<string, unknown>) {
  const transport = fakeTransport(answer)
  const sessionStorage = createMemoryStorage()
  const root = new RootStore({
    api: createApi(createHttp({ transport, handlers: { log: () => undefined }, preloaded })),
    sessionStorage,
    localStorage: createMemoryStorage(),
  })
  return { root, transport, sessionStorage }
}

describe('HomeStore banners (spec §2, §3)', () => {
  it('are settled once loaded, and kept in session storage for the next visit', async () => {
    const { root, transport, sessionStorage } = buildRoot(() => envelope(BANNERS))
    expect(root.home.bannersState.settled).toBe(false)
    await root.home.loadBanners('hdkj')
    expect(root.home.banners).toEqual(BANNERS)
    expect(root.home.bannersState.settled).toBe(true)
    expect(JSON.parse(sessionStorage.get('bannerInfo') ?? '')).toEqual(BANNERS)

    const again = buildRoot(() => envelope([]))
    again.sessionStorage.set('bannerInfo', JSON.stringify(BANNERS))
    await again.root.home.loadBanners('hdkj')
    expect(again.root.home.banners).toEqual(BANNERS)
    expect(again.root.home.bannersState.settled).toBe(true)
    expect(again.transport.requests).toHaveLength(0)
    expect(transport.requests[0].url).toBe('/api/home/banner/hdkj/type/mm')
  })

  it('are settled when they fail too, so the page does not wait for them', async () => {
    const { root } = buildRoot(() => envelope(null, 500, '服务器繁忙', 500))
    await root.home.loadBanners('hdkj')
    expect(root.home.banners).toEqual([])
    expect(root.home.bannersState.error).toBe('服务器繁忙')
    expect(root.home.bannersState.settled).toBe(true)
  })

  it('that came with the page go before the session cache, which they renew', async () => {
    const fresh = [{ ...BANNERS[0], title: '中级会计职称 三科联报' }]
    const { root, transport, sessionStorage } = buildRoot(
      () => envelope([]),
      new Map([['/api/home/banner/hdkj/type/mm', fresh]]),
    )
    sessionStorage.set('bannerInfo', JSON.stringify(BANNERS))
    await root.home.loadBanners('hdkj')
    expect(root.home.banners).toEqual(fresh)
    expect(transport.requests).toHaveLength(0)
    expect(JSON.parse(sessionStorage.get('bannerInfo') ?? '')).toEqual(fresh)
  })
})
