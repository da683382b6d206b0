import { describeServer } from '@test/server/support/test-server'

/** spec §3 exam ids of 中级会计职称 and 注册会计师. */
const INTERMEDIATE = 216
const CPA = 7652

describeServer('GET /knew/api/wap/search', (server) => {
  const search = (keyword: string, exam?: number) =>
    server.get(
      `/knew/api/wap/search?keyword=${encodeURIComponent(keyword)}${exam ? `&exam=${exam}` : ''}`,
    )
  /** The exam category of each course, as the database has it. */
  const examOfCourse = async (id: number) => {
    const row = await server.app.db
      .selectFrom('courses')
      .innerJoin('course_categories as subject', 'subject.id', 'courses.category_id')
      .innerJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
      .select('exam.name')
      .where('courses.id', '=', id)
      .executeTakeFirstOrThrow()
    return row.name
  }

  it('searches titles in any letter case, taking % and _ literally', async () => {
    const { result } = await search('cpa')
    expect(result.courses.length).toBeGreaterThan(0)
    expect(result.classes.map((c: { title: string }) => c.title)).toEqual([])
    expect((await search('通关班')).result.classes.length).toBeGreaterThan(0)
    expect((await search('%')).result.courses).toEqual([])
  })

  it('refuses an empty or over-long keyword', async () => {
    expect((await search('')).code).toBe(400)
    expect((await search('x'.repeat(51))).code).toBe(400)
  })

  it("lists the current exam's courses first: 经济法 is taught for three exams", async () => {
    const asIntermediate = (await search('经济法', INTERMEDIATE)).result.courses
    const asCpa = (await search('经济法', CPA)).result.courses
    const exams = new Set(await Promise.all(asCpa.map((c: { id: number }) => examOfCourse(c.id))))
    expect(exams.size).toBeGreaterThan(1)
    expect(await examOfCourse(asIntermediate[0].id)).toContain('中级')
    expect(await examOfCourse(asCpa[0].id)).toContain('注册会计师')
    // The same courses, only in another order.
    const ids = (courses: { id: number }[]) => courses.map((c) => c.id).sort((a, b) => a - b)
    expect(ids(asIntermediate)).toEqual(ids(asCpa))
  })

  it('lists a course once: not again as the goods that sell it', async () => {
    for (const keyword of ['精讲', '班', '会计']) {
      const { courses, classes, goods } = (await search(keyword)).result
      const courseIds = courses.map((c: { id: number }) => c.id)
      const classIds = classes.map((c: { id: number }) => c.id)
      for (const item of goods as { type: string; refId: number }[]) {
        if (item.type === 'course') expect(courseIds).not.toContain(item.refId)
        if (item.type === 'classroom') expect(classIds).not.toContain(item.refId)
      }
    }
  })
})

describeServer('GET /knew/api/wap/hotSearch', (server) => {
  it("offers up to 8 subjects once each, the current exam's first", async () => {
    const { code, result } = await server.get('/knew/api/wap/hotSearch')
    expect(code).toBe(200)
    expect(result.keywords.length).toBeGreaterThan(3)
    expect(result.keywords.length).toBeLessThanOrEqual(8)
    expect(new Set(result.keywords).size).toBe(result.keywords.length)
    const cpa = await server.app.db
      .selectFrom('course_categories as subject')
      .innerJoin('course_categories as exam', 'exam.id', 'subject.parent_id')
      .select('subject.name')
      .where('exam.name', 'like', '%注册会计师%')
      .execute()
    const cpaSubjects = cpa.map((row) => row.name)
    const forCpa = (await server.get(`/knew/api/wap/hotSearch?exam=${CPA}`)).result.keywords
    expect(cpaSubjects).toContain(forCpa[0])
    expect(cpaSubjects).toContain(forCpa[1])
  })

  it('refuses an exam that is not a number', async () => {
    expect((await server.get('/knew/api/wap/hotSearch?exam=abc')).code).toBe(400)
  })
})
