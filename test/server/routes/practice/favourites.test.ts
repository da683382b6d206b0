import { bankSubject, choiceUnits } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /api/practice/favourites/{questionId}', (server) => {
  it('puts a question in 我的收藏 and takes it out again', async () => {
    const subject = await bankSubject(server.app, 216, '经济法')
    const [question] = await choiceUnits(server.app, subject.id, 1)
    const { cookie } = await newLearner(server.app)
    const toggle = () => server.post(`/api/practice/favourites/${question.id}`, {}, cookie)
    const list = async () =>
      (
        await server.get(`/api/home/test/getFavouriteLists?subjectId=${subject.id}`, cookie)
      ).result.list.map((q: { id: number }) => q.id)
    expect((await toggle()).result).toEqual({ questionId: question.id, favourite: true })
    expect(await list()).toEqual([question.id])
    expect((await toggle()).result).toEqual({ questionId: question.id, favourite: false })
    expect(await list()).toEqual([])
    expect((await server.post('/api/practice/favourites/999999', {}, cookie)).status).toBe(404)
  })
})
