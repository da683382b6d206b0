import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/v1/yearSubjects', (server) => {
  it("groups an exam's subjects by year, newest first, each year with every subject", async () => {
    const answer = await server.get('/api/v1/yearSubjects?examId=216')
    expect(answer.code).toBe(200)
    const years = answer.result.map((group: { year: number }) => group.year)
    expect(years).toHaveLength(2)
    expect(years[0]).toBe(years[1] + 1)
    for (const group of answer.result) {
      expect(group.subjects.map((s: { name: string }) => s.name)).toEqual([
        '中级会计实务',
        '财务管理',
        '经济法',
      ])
      expect(group.subjects.every((s: { year: number }) => s.year === group.year)).toBe(true)
    }
  })

  it('refuses an unknown exam', async () => {
    expect((await server.get('/api/v1/yearSubjects?examId=42')).status).toBe(404)
  })
})
