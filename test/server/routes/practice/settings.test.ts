import { bankSubject } from '@test/server/support/bank'
import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('the wrong-answer book: its exit, its archive, its filters', (server) => {
  const json = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => {
    const response = await server.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
    })
    return response.json() as { code: number; message: string; result: any } // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
  }

  it('lets a learner choose 1-3 right answers in a row to leave the book', async () => {
    const { userId, cookie } = await newLearner(server.app)
    expect((await json('GET', '/api/practice/settings', cookie)).result).toEqual({ wrongExit: 2 })
    expect((await json('POST', '/api/practice/settings', cookie, { wrongExit: 4 })).message).toBe(
      '答对次数只能是1到3次',
    )
    expect((await json('POST', '/api/practice/settings', cookie, { wrongExit: 1 })).result).toEqual(
      {
        wrongExit: 1,
      },
    )

    // Missed, then right once: out of the book with an exit of 1, into the 已掌握 archive.
    const subject = await bankSubject(server.app, 216, '经济法')
    const question = await server.app.db
      .selectFrom('questions')
      .select(['id', 'chapter_id'])
      .where('subject_id', '=', subject.id)
      .where('kind', '=', 'single')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await server.app.db
      .insertInto('question_progress')
      .values({
        user_id: userId,
        question_id: question.id,
        subject_id: subject.id,
        answers: 2,
        rights: 1,
        last_correct: 1,
        updated_at: Date.now(),
        streak: 1,
        wrong_count: 1,
      })
      .execute()
    const book = (query = '') =>
      json('GET', `/api/practice/wrong?subjectId=${subject.id}${query}`, cookie).then((a) =>
        a.result.map((item: { questionId: number }) => item.questionId),
      )
    expect(await book()).toEqual([])
    expect(await book('&mastered=1')).toEqual([question.id])
    await json('POST', '/api/practice/settings', cookie, { wrongExit: 2 })
    expect(await book()).toEqual([question.id])
    expect(await book(`&chapterId=${question.chapter_id}&type=single`)).toEqual([question.id])
    expect(await book('&type=multiple')).toEqual([])
  })

  it('needs a login', async () => {
    expect((await server.get('/api/practice/settings')).status).toBe(401)
  })
})
