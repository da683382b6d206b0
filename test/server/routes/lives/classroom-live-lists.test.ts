import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/home/getlivelists/:id', (server) => {
  it('lists the lives of the class room’s courses', async () => {
    const { result } = await server.get('/api/home/getlivelists/1')
    const { result: courses } = await server.get('/knew/pc/classroom/courseList/classId/1')
    const ids = courses.map((c: { id: number }) => c.id)
    expect(result.length).toBeGreaterThan(0)
    expect(
      result.every(
        (live: { courseId: number; status: string }) =>
          ids.includes(live.courseId) && live.status === 'published',
      ),
    ).toBe(true)
    expect(result[0].start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('answers 404 for an unknown class room', async () => {
    expect((await server.get('/api/home/getlivelists/99')).code).toBe(404)
  })
})
