import { bankSubject } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /new/Home/Practice/getKnowledgeList', (server) => {
  it("gives a subject's chapters, each with its knowledge points and their question counts", async () => {
    const subject = await bankSubject(server.app, 8190, '税法（一）')
    const answer = await server.get(`/new/Home/Practice/getKnowledgeList?subjectId=${subject.id}`)
    expect(answer.result.length).toBeGreaterThan(3)
    const points = answer.result.flatMap((chapter: { points: unknown[] }) => chapter.points)
    expect(points.length).toBeGreaterThanOrEqual(10)
    for (const chapter of answer.result) {
      for (const point of chapter.points) expect(point.chapterId).toBe(chapter.id)
    }
    const counted = points.reduce(
      (sum: number, p: { questionCount: number }) => sum + p.questionCount,
      0,
    )
    expect(counted).toBeGreaterThan(0)
  })
})
