import { call, staffOf } from '../../support/console'
import { enrolLearner, newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'

async function newestSubject(server: TestServer, name: string) {
  const row = await server.app.db
    .selectFrom('bank_subjects')
    .select('id')
    .where('name', '=', name)
    .orderBy('year', 'desc')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** The mock and past papers a learner's list shows for a subject. */
async function listedPapers(server: TestServer, subjectId: number, cookie: string) {
  const list = await server.get(`/api/home/testlists/${subjectId}/type/1/p/1`, cookie)
  return (list.result.list as { id: number }[]).map((paper) => paper.id)
}

describeServer(
  'papers assembled in the console, checked against the exam’s structure',
  (server) => {
    it('finds every seeded exam paper shaped as its exam', async () => {
      const content = await staffOf(server, 'content')
      const subjects = await server.app.db.selectFrom('bank_subjects').select('id').execute()
      let checked = 0
      for (const subject of subjects) {
        const papers = await call(
          server,
          'GET',
          `/admin/api/papers?subjectId=${subject.id}`,
          undefined,
          content,
        )
        for (const paper of papers.result) {
          expect([paper.id, paper.title, paper.problems]).toEqual([paper.id, paper.title, []])
          if (paper.kind !== 'trial') checked += 1
        }
      }
      expect(checked).toBeGreaterThan(10)
    })

    it('assembles a mock paper by the exam’s rule, refuses to publish it short, publishes it whole; learners see it only then', async () => {
      const content = await staffOf(server, 'content')
      const subjectId = await newestSubject(server, '初级会计实务')
      const learner = await newLearner(server.app, '学员小冯')
      await enrolLearner(server.app, {
        userId: learner.userId,
        kind: 'subject',
        refId: subjectId,
        expiresInDays: 30,
      })
      const made = await call(
        server,
        'POST',
        '/admin/api/papers',
        { subjectId, kind: 'mock', title: '2027年初级会计实务 考前模拟（三）' },
        content,
      )
      expect([made.code, made.message]).toEqual([200, '试卷已创建'])
      const paper = made.result
      expect(paper).toMatchObject({
        status: 'draft',
        minutes: 105,
        totalMarks: 10000,
        passMarks: 6000,
        problems: ['试卷还没有题目'],
      })
      expect(
        paper.structure.map((s: { name: string; count: number }) => [s.name, s.count]),
      ).toEqual([
        ['单选题', 20],
        ['多选题', 10],
        ['判断题', 10],
        ['不定项选择题', 15],
      ])
      expect(await listedPapers(server, subjectId, learner.cookie)).not.toContain(paper.id)
      const early = await server.post(
        '/api/practice/attempts',
        { paperId: paper.id, mode: 'exam' },
        learner.cookie,
      )
      expect(early.code).toBe(404)

      const refused = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/publish`,
        undefined,
        content,
      )
      expect([refused.code, refused.message]).toEqual([
        400,
        '试卷与考试结构不符，不能发布：试卷还没有题目',
      ])

      // By hand: one single-choice question, marked 1.5 instead of 2.
      const single = await server.app.db
        .selectFrom('questions')
        .select('id')
        .where('subject_id', '=', subjectId)
        .where('kind', '=', 'single')
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
      const byHand = await call(
        server,
        'PUT',
        `/admin/api/papers/${paper.id}/questions`,
        { sections: [{ name: '单选题', marks: 150, questionIds: [Number(single.id)] }] },
        content,
      )
      expect(byHand.result.problems).toEqual(
        expect.arrayContaining([
          '应有 4 个部分（单选题、多选题、判断题、不定项选择题），现有 1 个',
          '第 1 部分（单选题）：需要 20 道，现有 1 道',
          '第 1 部分（单选题）：每题 2 分，第 1 题为 1.5 分',
        ]),
      )
      const twice = await call(
        server,
        'PUT',
        `/admin/api/papers/${paper.id}/questions`,
        {
          sections: [
            { name: '单选题', marks: 200, questionIds: [Number(single.id), Number(single.id)] },
          ],
        },
        content,
      )
      expect([twice.code, twice.message]).toEqual([400, '同一道题不能在试卷中出现两次'])

      const rules = paper.structure.map(
        (section: { name: string; kind: string; count: number; marks: number }) => ({
          name: section.name,
          kind: section.kind,
          count: section.count,
          marks: section.marks,
        }),
      )
      const assembled = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/assemble`,
        { sections: rules },
        content,
      )
      expect([assembled.code, assembled.message]).toEqual([200, '已按规则组卷'])
      expect(assembled.result).toMatchObject({ problems: [], questionCount: 55 })
      expect(
        assembled.result.sections.map((s: { name: string; questions: unknown[] }) => [
          s.name,
          s.questions.length,
        ]),
      ).toEqual([
        ['单选题', 20],
        ['多选题', 10],
        ['判断题', 10],
        ['不定项选择题', 3],
      ])
      const published = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/publish`,
        undefined,
        content,
      )
      expect(published.result.status).toBe('published')
      expect(await listedPapers(server, subjectId, learner.cookie)).toContain(paper.id)
      const started = await server.post(
        '/api/practice/attempts',
        { paperId: paper.id, mode: 'exam' },
        learner.cookie,
      )
      expect(started.code).toBe(200)

      const locked = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/assemble`,
        { sections: rules },
        content,
      )
      expect([locked.code, locked.message]).toEqual([409, '已发布的试卷不能修改题目：请先撤回'])
      const withdrawn = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/withdraw`,
        undefined,
        content,
      )
      expect(withdrawn.result.status).toBe('draft')
      expect(await listedPapers(server, subjectId, learner.cookie)).not.toContain(paper.id)

      const firstChapter = await server.app.db
        .selectFrom('bank_chapters')
        .select('id')
        .where('subject_id', '=', subjectId)
        .where('parent_id', 'is', null)
        .orderBy('sort')
        .executeTakeFirstOrThrow()
      const narrow = await call(
        server,
        'POST',
        `/admin/api/papers/${paper.id}/assemble`,
        { sections: [{ ...rules[0], chapterIds: [Number(firstChapter.id)], difficulty: 3 }] },
        content,
      )
      expect(narrow.code).toBe(400)
      expect(narrow.message).toMatch(/^第 1 部分（单选题）：符合条件的只有 \d+ 道，需要 20 道$/)

      const actions = await server.app.db
        .selectFrom('audit_log')
        .select('action')
        .where('target', '=', `paper:${paper.id}`)
        .orderBy('id')
        .execute()
      expect(actions.map((row) => row.action)).toEqual([
        'paper.create',
        'paper.questions',
        'paper.assemble',
        'paper.publish',
        'paper.withdraw',
      ])
    })
  },
)
