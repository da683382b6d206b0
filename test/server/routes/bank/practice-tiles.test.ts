import { isSprintOpen } from '@common/rules/bank'
import { answerUnits, bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/test/getPracticeLists', (server) => {
  it('gives the bank home its tiles, the 押题卷 open only from a week before the exam', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const answer = await server.get(`/api/home/test/getPracticeLists?subjectId=${subject.id}`)
    expect(
      answer.result.map((tile: { key: string; title: string }) => [tile.key, tile.title]),
    ).toEqual([
      ['trial', '免费试做'],
      ['papers', '模拟试卷'],
      ['chapter', '章节练习'],
      ['knowledge', '知识点练习'],
      ['sprint', '押题卷'],
      ['wrong', '错题本'],
      ['favourite', '我的收藏'],
    ])
    const sprint = answer.result.find((tile: { key: string }) => tile.key === 'sprint')
    expect(sprint).toEqual({
      key: 'sprint',
      title: '押题卷',
      count: 1,
      open: isSprintOpen(subject.examDate, Date.now()),
    })
    expect(answer.result.find((tile: { key: string }) => tile.key === 'papers').count).toBe(2)
  })

  it("counts the learner's wrong questions", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const { userId, cookie } = await newLearner(server.app)
    await answerUnits(server.app, userId, await choiceUnits(server.app, subject.id, 4), [
      false,
      true,
      false,
      true,
    ])
    const answer = await server.get(
      `/api/home/test/getPracticeLists?subjectId=${subject.id}`,
      cookie,
    )
    expect(answer.result.find((tile: { key: string }) => tile.key === 'wrong').count).toBe(2)
  })
})
