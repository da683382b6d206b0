import { describeServer } from '@test/server/support/test-server'

describeServer('GET /knew/Pc/course/getCourse', (server) => {
  it('lists the four exams with their subjects and courses', async () => {
    const { code, result } = await server.get('/knew/Pc/course/getCourse')
    expect(code).toBe(200)
    expect(result.map((c: { name: string }) => c.name)).toEqual([
      '初级职称 · 初级会计职称',
      '中级职称 · 中级会计职称',
      '注册会计师 · CPA',
      '税务师',
    ])
    const total = result.reduce(
      (n: number, c: { courseList: unknown[] }) => n + c.courseList.length,
      0,
    )
    expect(total).toBeGreaterThanOrEqual(40)
    expect(result[0].catechildren.map((c: { name: string }) => c.name)).toEqual([
      '初级会计实务',
      '经济法基础',
    ])
    expect(result[0].courseList[0]).toMatchObject({
      title: '初级会计实务 基础精讲班',
      price: 598,
      discountPrice: 398,
    })
  })
})
