import { findStructure, SUBJECT_STRUCTURES } from '@common/constants/exam-structures'
import { isSprintOpen } from '@common/rules/bank'
import { bankSubject } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/v1/subjects and /api/v1/subjects/{id}/info', (server) => {
  it("lists an exam's subjects of its newest year in the exam structures' order", async () => {
    const answer = await server.get('/api/v1/subjects?examId=5617')
    expect(answer.code).toBe(200)
    expect(answer.result.map((s: { name: string }) => s.name)).toEqual([
      '初级会计实务',
      '经济法基础',
    ])
    const newest = await bankSubject(server.app, 5617, '初级会计实务')
    expect(answer.result[0]).toMatchObject({
      id: newest.id,
      year: newest.year,
      parentID: 5617,
      isSprintOpen: isSprintOpen(newest.examDate, Date.now()),
      questionCount: newest.questionCount,
    })
    expect(answer.result[0].examDate).toMatch(/^\d{4}-05-16$/)
    const cpa = await server.get('/api/v1/subjects?examId=7652')
    expect(cpa.result).toHaveLength(SUBJECT_STRUCTURES.filter((s) => s.examId === 7652).length)
  })

  it('lists last year with the 押题卷 open, its exam being over', async () => {
    const newest = await bankSubject(server.app, 8190, '税法（一）')
    const answer = await server.get(`/api/v1/subjects?examId=8190&year=${newest.year - 1}`)
    expect(answer.result).toHaveLength(5)
    for (const subject of answer.result) {
      expect(subject).toMatchObject({ year: newest.year - 1, isSprintOpen: true })
    }
  })

  it('refuses an exam the school does not offer and a bad id', async () => {
    expect(await server.get('/api/v1/subjects?examId=1')).toMatchObject({
      status: 404,
      message: '考试类型不存在',
    })
    expect((await server.get('/api/v1/subjects?examId=abc')).code).toBe(400)
    expect((await server.get('/api/v1/subjects')).code).toBe(400)
  })

  it("describes a subject with its real paper's structure and its counts", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const answer = await server.get(`/api/v1/subjects/${subject.id}/info`)
    const structure = findStructure(5617, '初级会计实务')
    expect(answer.result).toMatchObject({
      id: subject.id,
      name: '初级会计实务',
      examName: '初级会计职称',
      minutes: 105,
      totalMarks: 100,
      passMarks: 60,
      sections: [
        { name: '单选题', count: 20, marks: 2 },
        { name: '多选题', count: 10, marks: 2 },
        { name: '判断题', count: 10, marks: 1 },
        { name: '不定项选择题', count: 15, marks: 2 },
      ],
    })
    expect(structure?.minutes).toBe(105)
    expect(answer.result.chapterCount).toBeGreaterThan(5)
    expect(answer.result.knowledgeCount).toBeGreaterThanOrEqual(10)
    expect(answer.result.paperCount).toBeGreaterThanOrEqual(3)
    expect(answer.result.trialCount).toBeGreaterThan(0)
  })

  it('answers 404 for a subject that does not exist', async () => {
    expect(await server.get('/api/v1/subjects/999999/info')).toMatchObject({
      status: 404,
      message: '科目不存在',
    })
  })
})
