import { devPay, order } from '../../support/buying'
import { call, staffOf } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer } from '../../support/test-server'

describeServer('class rooms edited in the console', (server) => {
  it('bundles courses at a price, sells the class room, and keeps its goods and courses as changed', async () => {
    const content = await staffOf(server, 'content')
    const courses = await call(server, 'GET', '/admin/api/courses', undefined, content)
    const [first, second, third] = (courses.result as { id: number; status: string }[]).filter(
      (course) => course.status === 'published',
    )
    const body = {
      title: '2027 中级会计 全科通关班',
      description: '三科课程与班主任督学',
      priceFen: 299900,
      discountPriceFen: 199900,
      validityDays: 365,
      courseIds: [first.id, second.id],
    }
    const empty = await call(
      server,
      'POST',
      '/admin/api/classrooms',
      { ...body, courseIds: [] },
      content,
    )
    expect(empty.code).toBe(400)
    const made = await call(server, 'POST', '/admin/api/classrooms', body, content)
    expect([made.code, made.message]).toEqual([200, '班级已创建'])
    expect(made.result).toMatchObject({
      title: body.title,
      courseIds: [first.id, second.id],
      cover: `/media/covers/classroom/${made.result.id}.svg`,
    })
    const listed = await server.get(`/knew/pc/classroom/courseList/classId/${made.result.id}`)
    expect(listed.result.map((course: { id: number }) => course.id)).toEqual([first.id, second.id])

    const learner = await newLearner(server.app, '报班学员')
    const placed = await order(server, learner.cookie, { type: 'classroom', gid: made.result.id })
    expect(placed.code).toBe(200)
    expect((await devPay(server, placed.result.orderId, learner.cookie)).statusCode).toBe(200)
    const paid = await server.app.db
      .selectFrom('orders')
      .select(['amount_fen', 'kind', 'ref_id'])
      .where('order_no', '=', placed.result.orderId)
      .executeTakeFirstOrThrow()
    expect(paid).toMatchObject({ kind: 'classroom', ref_id: made.result.id })
    expect(Number(paid.amount_fen)).toBe(199900)

    const changed = await call(
      server,
      'PATCH',
      `/admin/api/classrooms/${made.result.id}`,
      { courseIds: [third.id, first.id], discountPriceFen: 159900 },
      content,
    )
    expect(changed.result.courseIds).toEqual([third.id, first.id])
    const goods = await server.app.db
      .selectFrom('goods')
      .select(['discount_price_fen', 'title'])
      .where('type', '=', 'classroom')
      .where('ref_id', '=', made.result.id)
      .executeTakeFirstOrThrow()
    expect([Number(goods.discount_price_fen), goods.title]).toEqual([159900, body.title])
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `classroom:${made.result.id}`)
      .orderBy('id')
      .execute()
    expect(actions.map((row) => row.action)).toEqual(['classroom.create', 'classroom.update'])
  })
})
