import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

describeServer('POST /knew/pc/course/free', (server) => {
  const join = (id: number, type: string, cookie?: string) =>
    server.post('/knew/pc/course/free', { id, type }, cookie)

  it('joins a free course at once; a second join answers the same without a new row', async () => {
    const { result: free } = await server.get('/knew/api/wap/freeList/type/1')
    const courseId = free[0].id
    const { userId, cookie } = await newLearner(server.app)
    expect((await join(courseId, 'course')).code).toBe(401)
    const joined = await join(courseId, 'course', cookie)
    expect(joined).toMatchObject({ code: 200, message: '加入成功', result: { access: 1 } })
    const again = await join(courseId, 'course', cookie)
    expect(again).toMatchObject({ code: 200, message: '加入成功', result: { access: 1 } })
    const rows = await server.app.db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'free', kind: 'course' })
    expect(
      (await server.get(`/knew/pc/Course/access?courseId=${courseId}`, cookie)).result.access,
    ).toBe(1)
    const { result: mine } = await server.get('/knew/pc/course/courseList', cookie)
    expect(mine).toEqual([expect.objectContaining({ id: courseId, access: 1, source: 'free' })])
  })

  it('refuses a free join of a paid course or class room, or of an unknown one', async () => {
    const { cookie } = await newLearner(server.app)
    expect(await join(1, 'course', cookie)).toEqual({
      status: 400,
      code: 400,
      message: '该课程不是免费课程',
      result: null,
    })
    expect((await join(1, 'classroom', cookie)).code).toBe(400)
    expect((await join(99999, 'course', cookie)).code).toBe(404)
    expect((await join(1, 'goods', cookie)).code).toBe(400)
  })
})
