import { bankSubject, papersOf } from '../../support/bank'
import { devNotification, notify, order, seededGoods } from '../../support/buying'
import { enrolLearner, newLearner } from '../../support/learners'
import { expectConsistentLedger, ledgerOf } from '../../support/points'
import { buyer, call } from '../../support/practice'
import { describeServer } from '../../support/test-server'

describeServer('points for study and buying: lessons, papers, orders', (server) => {
  const rules = () => server.app.config.points

  it('gives a lesson its points once, when saveRecord first reaches 90% of the video', async () => {
    const { userId, cookie } = await newLearner(server.app)
    await enrolLearner(server.app, { userId, kind: 'course', refId: 1, expiresInDays: 30 })
    const lesson = await server.app.db
      .selectFrom('lessons')
      .select(['id', 'title', 'duration'])
      .where('course_id', '=', 1)
      .where('free', '=', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const duration = Number(lesson.duration)
    const save = (seconds: number) =>
      server.get(`/knew/pc/course/saveRecord?video_id=${lesson.id}&current_time=${seconds}`, cookie)

    await save(duration / 2)
    await save(Math.ceil(duration * 0.9) - 1)
    expect(await ledgerOf(server.app, userId)).toEqual([])
    expect(await save(duration * 0.95)).toMatchObject({ code: 200, result: null })
    expect(await save(duration * 0.95)).toMatchObject({ code: 200 })
    await save(duration)
    const lines = await expectConsistentLedger(server.app, userId)
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'lesson',
        ref: `lesson:${lesson.id}`,
        reason: `完成课时：${lesson.title}`,
        amount: rules().lesson,
      }),
    ])
    // Watching it again from the start gives nothing more, and the lesson stays done.
    await save(0)
    const courses = await server.get('/knew/home/user/mycourse', cookie)
    expect(courses.result).toEqual([expect.objectContaining({ courseId: 1, lessonsDone: 1 })])
    await save(duration)
    expect(await ledgerOf(server.app, userId)).toHaveLength(1)
  })

  it("gives a listed paper its points once when handed in, and none for the learner's own sets", async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [first] = await papersOf(server.app, subject.id, 'mock')
    const [second] = await papersOf(server.app, subject.id, 'chapter')
    const learner = await buyer(server, subject.id)
    const handIn = async (paperId: number, mode: 'exam' | 'practice') => {
      const started = await call(server, 'POST', '/api/practice/attempts', learner.cookie, {
        paperId,
        mode,
      })
      const url = `/api/practice/attempts/${started.result.attemptId}/submit`
      expect((await call(server, 'POST', url, learner.cookie)).code).toBe(200)
      return url
    }
    const url = await handIn(first.id, 'exam')
    await call(server, 'POST', url, learner.cookie)
    await handIn(first.id, 'practice')
    await handIn(second.id, 'practice')

    const made = await call(server, 'POST', '/api/practice/sets', learner.cookie, {
      subjectId: subject.id,
      source: 'smart',
    })
    expect(made.code).toBe(200)
    await handIn(made.result.id, 'practice')

    const lines = await expectConsistentLedger(server.app, learner.userId)
    expect(lines.map((line) => [line.kind, line.ref, line.reason, Number(line.amount)])).toEqual([
      ['paper', `paper:${first.id}`, `完成试卷：${first.title}`, rules().paper],
      ['paper', `paper:${second.id}`, `完成试卷：${second.title}`, rules().paper],
    ])
  })

  it('gives the points of an exam handed in by its clock', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const [mock] = await papersOf(server.app, subject.id, 'mock')
    const learner = await buyer(server, subject.id)
    const started = await call(server, 'POST', '/api/practice/attempts', learner.cookie, {
      paperId: mock.id,
      mode: 'exam',
    })
    const attemptId: number = started.result.attemptId
    await server.app.db
      .updateTable('attempts')
      .set({ ends_at: Date.now() - 1000 })
      .where('id', '=', attemptId)
      .execute()
    const state = await call(server, 'GET', `/api/practice/attempts/${attemptId}`, learner.cookie)
    expect(state.result.submitted).toBe(true)
    expect(await ledgerOf(server.app, learner.userId)).toEqual([
      expect.objectContaining({ ref: `paper:${mock.id}`, amount: rules().paper }),
    ])
  })

  it('gives a paid order points per yuan, once however many notifications come', async () => {
    const goods = await seededGoods(server.app)
    const learner = await newLearner(server.app)
    const placed = await order(server, learner.cookie, { type: 'course', gid: goods.course.refId })
    const orderNo: string = placed.result.orderId
    const paid = await server.inject({ method: 'POST', url: `/api/dev/pay/${orderNo}/succeed` })
    expect(paid.json()).toMatchObject({ code: 200, result: { status: 'paid' } })
    const again = devNotification(server.app, { orderNo, amountFen: goods.course.amountFen })
    expect((await notify(server, again)).statusCode).toBe(204)
    expect((await notify(server, again)).statusCode).toBe(204)
    const other = devNotification(server.app, {
      orderNo,
      amountFen: goods.course.amountFen,
      transactionId: 'T-second',
    })
    expect((await notify(server, other)).statusCode).toBe(204)

    const lines = await expectConsistentLedger(server.app, learner.userId)
    expect(lines).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        ref: `order:${orderNo}`,
        reason: `购买：${goods.course.title}`,
        amount: Math.floor(goods.course.amountFen / 100) * rules().perYuan,
      }),
    ])
    const detail = await server.get('/api/home/integraldetail/p/1', learner.cookie)
    expect(detail.result).toMatchObject({
      totalCount: 1,
      balance: Number(lines[0].amount),
      list: [{ kind: 'purchase', reason: `购买：${goods.course.title}` }],
    })
  })
})
