import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/api/wap/search', (server) => {
  const search = (keyword: string) =>
    server.get(`/knew/api/wap/search?keyword=${encodeURIComponent(keyword)}`)

  it('searches titles in any letter case, taking % and _ literally', async () => {
    const { result } = await search('cpa')
    expect(result.courses.length).toBeGreaterThan(0)
    expect(result.classes.map((c: { title: string }) => c.title)).toEqual([])
    expect((await search('通关班')).result.classes.length).toBeGreaterThan(0)
    expect((await search('%')).result.courses).toEqual([])
  })

  it('refuses an empty or over-long keyword', async () => {
    expect((await search('')).code).toBe(400)
    expect((await search('x'.repeat(51))).code).toBe(400)
  })
})
