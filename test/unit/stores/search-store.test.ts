import { createMemoryStorage } from '@/services/storage'
import { RECENT_LIMIT, SearchStore } from '@/stores/search-store'
import { buildRoot } from '../../support/root'
import { envelope } from '../../support/fake-transport'

const RESULT = { keyword: '实务', courses: [], classes: [], goods: [], lives: [] }

describe('SearchStore', () => {
  it('searches the trimmed keyword and remembers it first on the device', async () => {
    const { root, transport, localStorage } = buildRoot(() => envelope(RESULT))
    await root.search.search('  实务 ', 216)
    expect(transport.requests[0].url).toBe(
      '/knew/api/wap/search?keyword=%E5%AE%9E%E5%8A%A1&exam=216',
    )
    expect(root.search.result?.keyword).toBe('实务')
    expect(root.search.recent[0]).toBe('实务')
    expect(JSON.parse(localStorage.get('recentSearches') ?? '[]')).toEqual(['实务'])
  })

  it('ignores a blank keyword', async () => {
    const { root, transport } = buildRoot(() => envelope(RESULT))
    await root.search.search('   ', 216)
    expect(transport.requests).toHaveLength(0)
    expect(root.search.recent).toEqual([])
  })

  it('keeps the last ten distinct keywords, newest first, and clears them', async () => {
    const { root } = buildRoot(() => envelope(RESULT))
    for (let n = 1; n <= RECENT_LIMIT + 2; n += 1) await root.search.search(`词${n}`, 216)
    await root.search.search('词5', 216)
    expect(root.search.recent).toHaveLength(RECENT_LIMIT)
    expect(root.search.recent[0]).toBe('词5')
    expect(root.search.recent.filter((k) => k === '词5')).toHaveLength(1)
    root.search.clearRecent()
    expect(root.search.recent).toEqual([])
  })

  it('reads remembered keywords at start and survives a damaged entry', () => {
    const { root } = buildRoot(() => envelope(RESULT))
    const device = createMemoryStorage()
    device.set('recentSearches', JSON.stringify(['税法', 3]))
    expect(new SearchStore(root.deps.api, device).recent).toEqual(['税法'])
    device.set('recentSearches', '{oops')
    expect(new SearchStore(root.deps.api, device).recent).toEqual([])
  })

  it('keeps a failed search as an error', async () => {
    const { root } = buildRoot(() => envelope(null, 400, '请输入搜索关键词', 400))
    await root.search.search('x', 216)
    expect(root.search.state.error).toBe('请输入搜索关键词')
  })

  it("loads 热门搜索 for the learner's exam", async () => {
    const { root, transport } = buildRoot(() => envelope({ keywords: ['会计', '审计'] }))
    await root.search.loadHot(7652)
    expect(transport.requests[0].url).toBe('/knew/api/wap/hotSearch?exam=7652')
    expect(root.search.hot).toEqual(['会计', '审计'])
  })
})
