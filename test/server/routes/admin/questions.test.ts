import { call, staffOf } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'

async function subjectNamed(server: TestServer, name: string) {
  const row = await server.app.db
    .selectFrom('bank_subjects')
    .select(['id', 'question_count'])
    .where('name', '=', name)
    .orderBy('year', 'desc')
    .executeTakeFirstOrThrow()
  return { id: Number(row.id), questionCount: Number(row.question_count) }
}

async function chapterTitles(server: TestServer, subjectId: number) {
  const rows = await server.app.db
    .selectFrom('bank_chapters')
    .select('title')
    .where('subject_id', '=', subjectId)
    .where('parent_id', 'is', null)
    .orderBy('sort')
    .execute()
  return rows.map((row) => row.title)
}

const stamp = Date.now().toString(36)

function materialForm(chapter: string, creditIncome: number) {
  return {
    shape: 'material',
    chapter,
    title: '计算分析题',
    material: `【表单${stamp}】2026年5月，甲公司销售商品，价款 100000 元，增值税 13000 元，款项尚未收到。`,
    parts: [
      {
        kind: 'number',
        stem: '（1）应收账款的入账金额是多少元？',
        options: [],
        answer: '113000 元',
        entries: [],
        marks: 200,
        difficulty: 2,
        analysis: '价款与增值税之和。',
        points: [],
      },
      {
        kind: 'entry',
        stem: '（2）编制销售的会计分录。',
        options: [],
        answer: '',
        entries: [
          [
            { side: '借', account: '应收账款', amount: 113000 },
            { side: '贷', account: '主营业务收入', amount: creditIncome },
            { side: '贷', account: '应交税费——应交增值税（销项税额）', amount: 13000 },
          ],
        ],
        marks: 300,
        difficulty: 2,
        analysis: '',
        points: [],
      },
      {
        kind: 'text',
        stem: '（3）说明确认收入的理由。',
        options: [],
        answer: '商品控制权已转移。',
        entries: [],
        marks: 150,
        difficulty: 3,
        analysis: '',
        points: [],
      },
    ],
  }
}

describeServer('questions edited in the console’s forms', (server) => {
  it('reads every seeded question of a subject into the form, and saves it back unchanged', async () => {
    const content = await staffOf(server, 'content')
    const subject = await subjectNamed(server, '中级会计实务')
    const top = await server.app.db
      .selectFrom('questions')
      .select(['id', 'kind'])
      .where('subject_id', '=', subject.id)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .execute()
    const kinds = new Set<string>()
    for (const question of top) {
      const form = await call(
        server,
        'GET',
        `/admin/api/questions/${question.id}`,
        undefined,
        content,
      )
      expect([question.id, form.code, form.message]).toEqual([question.id, 200, 'ok'])
      kinds.add(form.result.question.shape)
      for (const part of form.result.question.parts) kinds.add(part.kind)
    }
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        'entry',
        'judge',
        'material',
        'multiple',
        'number',
        'single',
        'standalone',
      ]),
    )

    const material = top.find((question) => question.kind === 'material')!
    const before = await call(
      server,
      'GET',
      `/admin/api/questions/${material.id}`,
      undefined,
      content,
    )
    const parts = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('parent_id', '=', material.id)
      .orderBy('id')
      .execute()
    const saved = await call(
      server,
      'PATCH',
      `/admin/api/questions/${material.id}`,
      { question: before.result.question },
      content,
    )
    expect([saved.code, saved.message]).toEqual([200, '已保存'])
    expect(saved.result.question).toEqual(before.result.question)
    const partsAfter = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('parent_id', '=', material.id)
      .orderBy('id')
      .execute()
    expect(partsAfter).toEqual(parts)
  })

  it('makes a material question with 数字, 分录 and 文字 parts that learners practise at once; refuses what the import refuses', async () => {
    const content = await staffOf(server, 'content')
    const subject = await subjectNamed(server, '中级会计实务')
    const [chapter, otherChapter] = await chapterTitles(server, subject.id)
    const learner = await newLearner(server.app, '学员小郑')

    const unbalanced = await call(
      server,
      'POST',
      '/admin/api/questions',
      { subjectId: subject.id, question: materialForm(chapter, 90000) },
      content,
    )
    expect(unbalanced.code).toBe(400)
    expect(unbalanced.message).toBe(
      '第 2 小题 · 分录：序号 2 的分录 1 借贷不平：借方 113000，贷方 103000',
    )
    const made = await call(
      server,
      'POST',
      '/admin/api/questions',
      { subjectId: subject.id, question: materialForm(chapter, 100000) },
      content,
    )
    expect([made.code, made.message]).toEqual([200, '题目已创建'])
    expect(made.result.question).toEqual(materialForm(chapter, 100000))
    expect((await subjectNamed(server, '中级会计实务')).questionCount).toBe(
      subject.questionCount + 1,
    )
    const practice = await server.get(`/api/home/sortinfos/${subject.id}/p/1`, learner.cookie)
    const practised = practice.result.list.find((each: { title: string }) => each.title === chapter)
    expect(practised).toBeDefined()

    const again = await call(
      server,
      'POST',
      '/admin/api/questions',
      { subjectId: subject.id, question: materialForm(chapter, 100000) },
      content,
    )
    expect(again.message).toBe('材料：材料与该科目已有题目重复')

    const single = {
      shape: 'standalone',
      chapter,
      title: '',
      material: '',
      parts: [
        {
          kind: 'single',
          stem: `【表单${stamp}】下列各项中，属于会计计量属性的是（ ）。`,
          options: ['历史成本', '持续经营'],
          answer: 'C',
          entries: [],
          marks: 0,
          difficulty: 1,
          analysis: '',
          points: [],
        },
      ],
    }
    const outside = await call(
      server,
      'POST',
      '/admin/api/questions',
      { subjectId: subject.id, question: single },
      content,
    )
    expect([outside.code, outside.message]).toEqual([400, '答案：答案“C”不在选项中'])
    single.parts[0].answer = 'A'
    const first = await call(
      server,
      'POST',
      '/admin/api/questions',
      { subjectId: subject.id, question: single },
      content,
    )
    expect(first.code).toBe(200)
    const optionIds = await server.app.db
      .selectFrom('question_options')
      .select('id')
      .where('question_id', '=', first.result.id)
      .orderBy('sort')
      .execute()

    // Edited: an option reworded and one added, the answer changed, moved to another chapter.
    single.parts[0].options = ['历史成本（实际成本）', '持续经营', '公允价值']
    single.parts[0].answer = 'AC'
    single.parts[0].kind = 'multiple'
    const moved = await call(
      server,
      'PATCH',
      `/admin/api/questions/${first.result.id}`,
      { question: { ...single, chapter: otherChapter } },
      content,
    )
    expect(moved.result.question.parts[0]).toMatchObject({
      kind: 'multiple',
      options: ['历史成本（实际成本）', '持续经营', '公允价值'],
      answer: 'AC',
    })
    expect(moved.result.question.chapter).toBe(otherChapter)
    const optionsAfter = await server.app.db
      .selectFrom('question_options')
      .select('id')
      .where('question_id', '=', first.result.id)
      .orderBy('sort')
      .execute()
    expect(optionsAfter.slice(0, 2)).toEqual(optionIds)
    const inPractice = await server.app.db
      .selectFrom('paper_questions')
      .innerJoin('papers', 'papers.id', 'paper_questions.paper_id')
      .innerJoin('bank_chapters', 'bank_chapters.id', 'papers.chapter_id')
      .select('bank_chapters.title')
      .where('paper_questions.question_id', '=', first.result.id)
      .where('papers.kind', '=', 'chapter')
      .execute()
    expect(inPractice.map((row) => row.title)).toEqual([otherChapter])

    const reshaped = await call(
      server,
      'PATCH',
      `/admin/api/questions/${first.result.id}`,
      { question: materialForm(chapter, 100000) },
      content,
    )
    expect([reshaped.code, reshaped.message]).toEqual([
      400,
      '题目的形式（单题、不定项案例、材料题）不能修改：请新建题目',
    ])

    const list = await call(
      server,
      'GET',
      `/admin/api/questions?subjectId=${subject.id}&keyword=${encodeURIComponent(`表单${stamp}`)}`,
      undefined,
      content,
    )
    expect(list.result.totalCount).toBe(2)
    expect(
      list.result.list.map((row: { kind: string; parts: number }) => [row.kind, row.parts]),
    ).toEqual([
      ['multiple', 0],
      ['material', 3],
    ])
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `question:${first.result.id}`)
      .orderBy('id')
      .execute()
    expect(actions.map((row) => row.action)).toEqual(['question.create', 'question.update'])
  })
})
