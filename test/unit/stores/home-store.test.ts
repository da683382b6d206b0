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

describe('HomeStore navigation (the school arranges it in the console)', () => {
  const NAV = [{ label: '全部课程', icon: 'category', url: '/course' }]

  it('comes with the page (no request), or from GET /api/home/nav', async () => {
    const preloaded = buildRoot(() => envelope([]), new Map([['/api/home/nav', NAV]]))
    expect(preloaded.root.home.navState.pending).toBe(true)
    await preloaded.root.home.loadNav()
    expect(preloaded.root.home.nav).toEqual(NAV)
    expect(preloaded.transport.requests).toHaveLength(0)

    const asked = buildRoot(() => envelope(NAV))
    await asked.root.home.loadNav()
    expect(asked.root.home.nav).toEqual(NAV)
    expect(asked.transport.requests.map((request) => request.url)).toEqual(['/api/home/nav'])
  })

  it('is settled when it fails, with no entries rather than a wait', async () => {
    const { root } = buildRoot(() => envelope(null, 500, '服务器繁忙', 500))
    await root.home.loadNav()
    expect(root.home.nav).toEqual([])
    expect(root.home.navState.settled).toBe(true)
  })
})
