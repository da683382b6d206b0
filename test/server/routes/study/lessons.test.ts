import { lessonsOf } from '@test/server/support/lessons'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/pc/course/lessons/courseId/:id', (server) => {
  it('lists lessons in order, each chapter before its lessons, the untitled group first', async () => {
    const { result } = await server.get('/knew/pc/Course/lessons/courseId/1/')
    expect(result[0]).toMatchObject({ type: 'lesson', lessonTitle: '课程导学', free: 1 })
    const firstChapter = result.findIndex((item: { type: string }) => item.type === 'chapter')
    expect(result[firstChapter]).toMatchObject({ title: '第一章 总论' })
    expect(result[firstChapter + 1]).toMatchObject({
      type: 'lesson',
      title: '初级会计实务 基础精讲班',
      lessonTitle: '1.1 会计概念与目标',
      nickname: '高志谦',
      position: 0,
    })
    const second = await lessonsOf(server, 2)
    expect(second.at(-1)).toMatchObject({ status: 'unpublished' })
    expect((await server.get('/knew/pc/course/lessons/courseId/99999')).code).toBe(404)
  })
})
