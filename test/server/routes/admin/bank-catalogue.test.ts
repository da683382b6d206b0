import { call, staffOf } from '../../support/console'
import { describeServer, type TestServer } from '../../support/test-server'
import { docx, multipartFile } from '../../support/workbooks'

interface Exam {
  id: number
  name: string
  subjects: { id: number; name: string; year: number; examDate: string; chapterCount: number }[]
}

async function newestJunior(server: TestServer, cookie: string) {
  const exams = await call(server, 'GET', '/admin/api/exams', undefined, cookie)
  expect(exams.code).toBe(200)
  const exam = (exams.result as Exam[]).find((each) =>
    each.subjects.some((subject) => subject.name === '初级会计实务'),
  )!
  return { exam, subject: exam.subjects.find((subject) => subject.name === '初级会计实务')! }
}

async function auditCount(server: TestServer, action: string) {
  const row = await server.app.db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', '=', action)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

describeServer(
  'the bank’s catalogue in the console: exams, subjects by year, chapters and knowledge points',
  (server) => {
    let year = 2040

    it('starts a new year’s subject from last year’s outline, with its exam day and sprint paper day', async () => {
      const content = await staffOf(server, 'content')
      const { exam, subject } = await newestJunior(server, content)
      expect(subject.examDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      year += 1
      const body = {
        examId: exam.id,
        name: '初级会计实务',
        year,
        examDate: `${year}-05-16`,
        sprintDate: `${year}-05-01`,
        copyFrom: subject.id,
      }
      const made = await call(server, 'POST', '/admin/api/subjects', body, content)
      expect([made.code, made.message]).toEqual([200, '科目已创建'])
      expect(made.result).toMatchObject({
        name: '初级会计实务',
        year,
        examDate: `${year}-05-16`,
        sprintDate: `${year}-05-01`,
        questionCount: 0,
        chapterCount: subject.chapterCount,
      })
      const [copied, source] = await Promise.all([
        call(server, 'GET', `/admin/api/chapters?subjectId=${made.result.id}`, undefined, content),
        call(server, 'GET', `/admin/api/chapters?subjectId=${subject.id}`, undefined, content),
      ])
      const outline = (
        chapters: {
          title: string
          sections: { title: string }[]
          points: { name: string; importance: number }[]
        }[],
      ) =>
        chapters.map((chapter) => ({
          title: chapter.title,
          sections: chapter.sections.map((section) => section.title),
          points: chapter.points.map((point) => [point.name, point.importance]),
        }))
      expect(outline(copied.result)).toEqual(outline(source.result))
      expect(
        copied.result.every((chapter: { questionCount: number }) => chapter.questionCount === 0),
      ).toBe(true)

      // Learners see the school's sprint paper day: not yet open in May of that year's start.
      const seen = await server.get(`/api/v1/subjects?examId=${exam.id}&year=${year}`)
      expect(seen.result).toEqual([
        expect.objectContaining({ id: made.result.id, isSprintOpen: false }),
      ])

      expect(await call(server, 'POST', '/admin/api/subjects', body, content)).toMatchObject({
        code: 409,
        message: `${year} 年已有科目“初级会计实务”`,
      })
      const late = await call(
        server,
        'PATCH',
        `/admin/api/subjects/${made.result.id}`,
        { sprintDate: `${year}-05-20` },
        content,
      )
      expect([late.code, late.message]).toEqual([400, '押题卷开放日期不能晚于考试日期'])
      const wrongYear = await call(
        server,
        'PATCH',
        `/admin/api/subjects/${made.result.id}`,
        { examDate: `${year + 1}-05-16` },
        content,
      )
      expect([wrongYear.code, wrongYear.message]).toEqual([400, `考试日期须在 ${year} 年内`])
      const opened = await call(
        server,
        'PATCH',
        `/admin/api/subjects/${made.result.id}`,
        { sprintDate: '2026-01-01' },
        content,
      )
      expect(opened.result.sprintDate).toBe('2026-01-01')
      // Open from the school's day, years before the exam's week.
      const now = await server.get(`/api/v1/subjects?examId=${exam.id}&year=${year}`)
      expect(now.result).toEqual([expect.objectContaining({ isSprintOpen: true })])
      expect(await auditCount(server, 'subject.create')).toBeGreaterThan(0)
      expect(await auditCount(server, 'subject.update')).toBeGreaterThan(0)
    })

    it('adds, renames and deletes chapters and 节, and knowledge points with their lessons; an import finds them at once', async () => {
      const content = await staffOf(server, 'content')
      const { exam } = await newestJunior(server, content)
      year += 1
      const subject = await call(
        server,
        'POST',
        '/admin/api/subjects',
        { examId: exam.id, name: '初级会计实务', year, examDate: `${year}-05-16` },
        content,
      )
      const subjectId = subject.result.id
      const chapter = await call(
        server,
        'POST',
        '/admin/api/chapters',
        { subjectId, title: ' 第一章 总论 ' },
        content,
      )
      expect(chapter.result).toMatchObject({ title: '第一章 总论', parentId: null, sort: 0 })
      const twin = await call(
        server,
        'POST',
        '/admin/api/chapters',
        { subjectId, title: '第一章 总论' },
        content,
      )
      expect([twin.code, twin.message]).toEqual([409, '该科目已有章节“第一章 总论”'])
      const section = await call(
        server,
        'POST',
        '/admin/api/chapters',
        { subjectId, parentId: chapter.result.id, title: '第一节 会计概念' },
        content,
      )
      expect(section.result).toMatchObject({ parentId: chapter.result.id, sort: 0 })
      const deeper = await call(
        server,
        'POST',
        '/admin/api/chapters',
        { subjectId, parentId: section.result.id, title: '一、' },
        content,
      )
      expect([deeper.code, deeper.message]).toEqual([400, '节下不能再分节'])

      const lesson = await server.app.db
        .selectFrom('lessons')
        .select(['id', 'title'])
        .orderBy('id')
        .executeTakeFirstOrThrow()
      const found = await call(
        server,
        'GET',
        `/admin/api/lessons?keyword=${encodeURIComponent(lesson.title.slice(0, 4))}`,
        undefined,
        content,
      )
      expect(found.result).toContainEqual({
        id: Number(lesson.id),
        title: lesson.title,
        courseTitle: expect.any(String),
      })
      const byId = await call(
        server,
        'GET',
        `/admin/api/lessons?ids=${lesson.id}`,
        undefined,
        content,
      )
      expect(byId.result.map((each: { id: number }) => each.id)).toEqual([Number(lesson.id)])
      const point = await call(
        server,
        'POST',
        '/admin/api/knowledge',
        {
          subjectId,
          chapterId: chapter.result.id,
          name: '会计基本假设',
          importance: 8,
          lessonIds: [Number(lesson.id)],
        },
        content,
      )
      expect(point.result).toEqual({
        id: expect.any(Number),
        chapterId: chapter.result.id,
        name: '会计基本假设',
        importance: 8,
        questionCount: 0,
        lessonIds: [Number(lesson.id)],
      })
      const outOfRange = await call(
        server,
        'PATCH',
        `/admin/api/knowledge/${point.result.id}`,
        { importance: 11 },
        content,
      )
      expect(outOfRange.code).toBe(400)
      const changed = await call(
        server,
        'PATCH',
        `/admin/api/knowledge/${point.result.id}`,
        { importance: 9, lessonIds: [] },
        content,
      )
      expect(changed.result).toMatchObject({ importance: 9, lessonIds: [] })

      // A Word file names the new chapter and point: the check finds them.
      const file = await docx([
        '【章节】第一章 总论',
        '1、会计主体与法律主体的关系，下列说法正确的是（ ）。',
        'A. 法律主体一定是会计主体',
        'B. 会计主体一定是法律主体',
        '【答案】A',
        '【知识点】会计基本假设',
      ])
      const { payload, headers } = multipartFile(file, '总论.docx')
      const imported = await server.inject({
        method: 'POST',
        url: `/admin/api/bank/import?subjectId=${subjectId}&dryRun=0`,
        headers: { ...headers, cookie: content },
        payload,
      })
      expect(imported.json().result).toMatchObject({ created: 1, errors: [] })

      const listed = await call(
        server,
        'GET',
        `/admin/api/chapters?subjectId=${subjectId}`,
        undefined,
        content,
      )
      expect(listed.result).toEqual([
        expect.objectContaining({
          title: '第一章 总论',
          questionCount: 1,
          sections: [expect.objectContaining({ title: '第一节 会计概念' })],
          points: [expect.objectContaining({ name: '会计基本假设', questionCount: 1 })],
        }),
      ])
      const heldPoint = await call(
        server,
        'DELETE',
        `/admin/api/knowledge/${point.result.id}`,
        undefined,
        content,
      )
      expect([heldPoint.code, heldPoint.message]).toEqual([409, '该知识点关联了 1 道题，不能删除'])
      const heldChapter = await call(
        server,
        'DELETE',
        `/admin/api/chapters/${chapter.result.id}`,
        undefined,
        content,
      )
      expect([heldChapter.code, heldChapter.message]).toEqual([
        409,
        '该章节还有1 个节、1 个知识点、1 道题、1 份练习，不能删除',
      ])
      const renamed = await call(
        server,
        'PATCH',
        `/admin/api/chapters/${section.result.id}`,
        { title: '第一节 会计的概念与目标' },
        content,
      )
      expect(renamed.result.title).toBe('第一节 会计的概念与目标')
      expect(
        (
          await call(
            server,
            'DELETE',
            `/admin/api/chapters/${section.result.id}`,
            undefined,
            content,
          )
        ).code,
      ).toBe(200)

      const empty = await call(
        server,
        'POST',
        '/admin/api/chapters',
        { subjectId, title: '第二章 资产' },
        content,
      )
      const spare = await call(
        server,
        'POST',
        '/admin/api/knowledge',
        { subjectId, chapterId: empty.result.id, name: '库存现金', importance: 3 },
        content,
      )
      expect(
        (
          await call(
            server,
            'DELETE',
            `/admin/api/knowledge/${spare.result.id}`,
            undefined,
            content,
          )
        ).message,
      ).toBe('知识点已删除')
      expect(
        (await call(server, 'DELETE', `/admin/api/chapters/${empty.result.id}`, undefined, content))
          .message,
      ).toBe('章节已删除')
      for (const action of [
        'bank-chapter.create',
        'bank-chapter.update',
        'bank-chapter.delete',
        'knowledge.create',
        'knowledge.update',
        'knowledge.delete',
      ]) {
        expect(await auditCount(server, action)).toBeGreaterThan(0)
      }
    })
  },
)
