import { bankSubject } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/Home/Practice/getSubjectKnowledge', (server) => {
  it("pages a subject's points in chapter order, 11 by default", async () => {
    const subject = await bankSubject(server.app, 7652, '会计')
    const first = await server.get(`/new/Home/Practice/getSubjectKnowledge?subjectid=${subject.id}`)
    expect(first.result.type).toBe(1)
    expect(first.result.list).toHaveLength(11)
    expect(first.result.count).toBeGreaterThan(11)
    const second = await server.get(
      `/new/Home/Practice/getSubjectKnowledge?subjectid=${subject.id}&page=2&pageSize=11`,
    )
    const ids = [...first.result.list, ...second.result.list].map((p: { id: number }) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const point of first.result.list) {
      expect(point.importance).toBeGreaterThanOrEqual(0)
      expect(point.importance).toBeLessThanOrEqual(10)
      expect(point.chapterTitle).toMatch(/^第/)
    }
  })
})
