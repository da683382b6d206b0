import { sql } from 'kysely'
import { call, staffOf } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'
import { docx, multipartFile, readXlsx, xlsx, type SheetRows } from '../../support/workbooks'

/** The newest 初级会计实务 subject of the seed, with a chapter and two of its points. */
async function juniorPractice(server: TestServer) {
  const subject = await server.app.db
    .selectFrom('bank_subjects')
    .select(['id', 'question_count'])
    .where('name', '=', '初级会计实务')
    .orderBy('year', 'desc')
    .executeTakeFirstOrThrow()
  return { id: Number(subject.id), questionCount: Number(subject.question_count) }
}

async function upload(
  server: TestServer,
  subjectId: number,
  file: Buffer,
  cookie: string,
  { dryRun = 1, filename = '第一章新题.xlsx' } = {},
) {
  const { payload, headers } = multipartFile(file, filename)
  const response = await server.inject({
    method: 'POST',
    url: `/admin/api/bank/import?subjectId=${subjectId}&dryRun=${dryRun}`,
    headers: { ...headers, cookie },
    payload,
  })
  return { status: response.statusCode, ...response.json() }
}

const stamp = Date.now().toString(36)
function newQuestions(badAnswer: string): SheetRows {
  return [
    {
      序号: 1,
      题型: '单选',
      题干: `【导入${stamp}】会计核算的基本前提不包括（ ）。`,
      选项A: '会计主体',
      选项B: '持续经营',
      选项C: '会计分期',
      选项D: '历史成本',
      答案: 'D',
      难度: '中',
      章节: '第一章 概述',
      知识点: '会计基本假设',
      解析: '会计基本假设包括会计主体、持续经营、会计分期和货币计量。',
    },
    {
      序号: 2,
      题型: '多选',
      题干: `【导入${stamp}】下列各项中，属于会计信息质量要求的有（ ）。`,
      选项A: '可靠性',
      选项B: '相关性',
      选项C: '及时性',
      答案: badAnswer,
      章节: '第一章 概述',
      知识点: '会计信息质量要求',
      解析: '三项均属于会计信息质量要求。',
    },
  ]
}

async function chapterPractice(server: TestServer, subjectId: number, cookie: string) {
  const page = await server.get(`/api/home/sortinfos/${subjectId}/p/1`, cookie)
  return page.result.list.find((chapter: { title: string }) => chapter.title === '第一章 概述')
}

describeServer('the question bank’s Excel import and export', (server) => {
  it('checks a file without changing anything, then imports it whole; learners practise the new questions', async () => {
    const content = await staffOf(server, 'content')
    const subject = await juniorPractice(server)
    const learner = await newLearner(server.app, '学员小周')
    const before = await chapterPractice(server, subject.id, learner.cookie)

    const bad = await xlsx({ 题目: newQuestions('D') })
    const preview = await upload(server, subject.id, bad, content)
    expect(preview).toMatchObject({
      code: 200,
      message: '有 1 处错误，未导入',
      result: { rows: 2, created: 0, dryRun: true },
    })
    expect(preview.result.errors).toEqual([
      { sheet: '题目', row: 3, column: '答案', message: '答案“D”不在选项中' },
    ])
    // Even without a dry run, a file with an error changes nothing.
    const refused = await upload(server, subject.id, bad, content, { dryRun: 0 })
    expect(refused.result).toMatchObject({ created: 0, errors: [{ row: 3 }] })
    expect(await chapterPractice(server, subject.id, learner.cookie)).toEqual(before)

    const good = await xlsx({ 题目: newQuestions('ABC') })
    const checked = await upload(server, subject.id, good, content)
    expect(checked).toMatchObject({
      message: '检查通过',
      result: { rows: 2, questions: 2, created: 0, errors: [] },
    })
    const imported = await upload(server, subject.id, good, content, { dryRun: 0 })
    expect(imported).toMatchObject({
      message: '已导入 2 道题',
      result: { created: 2, dryRun: false },
    })

    const after = await chapterPractice(server, subject.id, learner.cookie)
    expect(after.questionCount).toBe(before.questionCount + 2)
    expect((await juniorPractice(server)).questionCount).toBe(subject.questionCount + 2)
    const rows = await server.app.db
      .selectFrom('paper_questions')
      .innerJoin('questions', 'questions.id', 'paper_questions.question_id')
      .select(['questions.id', 'questions.kind', 'questions.stem'])
      .where('paper_questions.paper_id', '=', after.paperId)
      .orderBy('paper_questions.sort', 'desc')
      .limit(2)
      .execute()
    expect(rows.map((row) => row.kind).sort()).toEqual(['multiple', 'single'])
    const options = await server.app.db
      .selectFrom('question_options')
      .select(['content', 'correct'])
      .where('question_id', '=', rows.find((row) => row.kind === 'single')!.id)
      .orderBy('sort')
      .execute()
    expect(options.map((o) => [o.content, Number(o.correct)])).toEqual([
      ['会计主体', 0],
      ['持续经营', 0],
      ['会计分期', 0],
      ['历史成本', 1],
    ])
    const points = await server.app.db
      .selectFrom('question_points')
      .innerJoin('knowledge_points', 'knowledge_points.id', 'question_points.point_id')
      .select('knowledge_points.name')
      .where(
        'question_points.question_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute()
    expect(points.map((point) => point.name).sort()).toEqual(
      ['会计信息质量要求', '会计基本假设'].sort(),
    )

    // The same file again: every stem is now the subject's own.
    const again = await upload(server, subject.id, good, content)
    expect(again.result.errors.map((error: { message: string }) => error.message)).toEqual([
      '题干与该科目已有题目重复',
      '题干与该科目已有题目重复',
    ])

    const audit = await server.app.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target', 'summary'])
      .where('action', '=', 'bank.import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(audit).toMatchObject({ action: 'bank.import', target: `subject:${subject.id}` })
    expect(audit.actor).toMatch(/^content/)
    expect(JSON.parse(audit.summary)).toEqual({ file: '第一章新题.xlsx', rows: 2, created: 2 })
  })

  it('refuses other roles, visitors, files that are no .xlsx and subjects that do not exist', async () => {
    const content = await staffOf(server, 'content')
    const service = await staffOf(server, 'service')
    const subject = await juniorPractice(server)
    const file = await xlsx({ 题目: newQuestions('AB') })
    expect(await upload(server, subject.id, file, service)).toMatchObject({
      status: 403,
      message: '当前账号没有权限执行此操作',
    })
    expect(await upload(server, subject.id, file, '')).toMatchObject({ status: 401 })
    expect(await upload(server, 999999, file, content)).toMatchObject({
      status: 404,
      message: '科目不存在',
    })
    expect(await upload(server, subject.id, Buffer.from('not a zip'), content)).toMatchObject({
      status: 400,
      message: '文件不是有效的 .xlsx/.docx 文件',
    })
    expect(await upload(server, subject.id, file, content, { filename: '题目.csv' })).toMatchObject(
      {
        status: 400,
        message: '只支持 .xlsx（Excel）和 .docx（Word）文件',
      },
    )
    const json = await call(
      server,
      'POST',
      `/admin/api/bank/import?subjectId=${subject.id}`,
      { file: 'x' },
      content,
    )
    expect(json).toMatchObject({
      status: 400,
      message: '请以 multipart/form-data 上传文件（字段 file）',
    })
    const tooLarge = await upload(server, subject.id, Buffer.alloc(11 * 1024 * 1024, 1), content)
    expect(tooLarge).toMatchObject({ status: 400, message: '文件不能超过 10 MB' })
    const noSheet = await upload(server, subject.id, await xlsx({ Sheet1: [{ a: 1 }] }), content)
    expect(noSheet.result.errors).toEqual([
      { sheet: '题目', row: 0, column: '', message: '缺少工作表“题目”' },
    ])
  })

  it('exports a subject and imports it into an empty one as the same rows: every kind, materials and 分录 included', async () => {
    const content = await staffOf(server, 'content')
    // Subjects with 会计分录 parts, 不定项 cases and text parts: between them every kind.
    const kinds = new Set<string>()
    for (const kind of ['entry', 'case', 'text'] as const) {
      const { subject_id: sourceId } = await server.app.db
        .selectFrom('questions')
        .select('subject_id')
        .where('kind', '=', kind)
        .orderBy('subject_id', 'desc')
        .executeTakeFirstOrThrow()
      const exported = await server.inject({
        method: 'GET',
        url: `/admin/api/bank/export?subjectId=${sourceId}`,
        headers: { cookie: content },
      })
      expect(exported.statusCode).toBe(200)
      expect(exported.headers['content-type']).toContain('spreadsheetml')
      expect(exported.headers['content-disposition']).toMatch(/filename\*=UTF-8''/)
      const file = exported.rawPayload
      const sheets = await readXlsx(file)
      for (const row of sheets['题目']) kinds.add(row['题型'])
      expect(sheets['材料'].length).toBeGreaterThan(0)

      const targetId = await emptyCopyOf(server, Number(sourceId))
      const imported = await upload(server, targetId, file, content, { dryRun: 0 })
      expect(imported.result.errors).toEqual([])
      const source = await server.app.db
        .selectFrom('questions')
        .select(sql<number>`count(*)`.as('n'))
        .where('subject_id', '=', sourceId)
        .where('parent_id', 'is', null)
        .executeTakeFirstOrThrow()
      expect(imported.result.created).toBe(Number(source.n))

      const again = await server.inject({
        method: 'GET',
        url: `/admin/api/bank/export?subjectId=${targetId}`,
        headers: { cookie: content },
      })
      expect(await readXlsx(again.rawPayload)).toEqual(sheets)
    }
    expect([...kinds].sort()).toEqual(
      ['不定项', '分录', '判断', '单选', '多选', '数字', '文字'].sort(),
    )
  })

  it('imports a Word document: the check names the paragraph and its marker, the fixed file imports whole, the Word template as it is', async () => {
    const content = await staffOf(server, 'content')
    const subject = await juniorPractice(server)
    const learner = await newLearner(server.app, '学员小吴')
    const before = await chapterPractice(server, subject.id, learner.cookie)
    const lines = (answer: string) => [
      '【章节】第一章 概述',
      `1、【Word${stamp}】会计核算的基本前提不包括（ ）。`,
      'A. 会计主体',
      'B. 持续经营',
      'C. 历史成本',
      `【答案】${answer}`,
      '【难度】一般',
      '【知识点】会计基本假设',
      '【解析】历史成本是计量属性，不是基本假设。',
      `2、【Word${stamp}】会计分期是会计基本假设之一。`,
      '【答案】正确',
    ]
    const options = { filename: '第一章新题.docx' }
    const bad = await upload(server, subject.id, await docx(lines('D')), content, options)
    expect(bad.result.errors).toEqual([
      { sheet: 'Word 文档', row: 6, column: '【答案】', message: '答案“D”不在选项中' },
    ])
    const good = await docx(lines('C'))
    const imported = await upload(server, subject.id, good, content, { ...options, dryRun: 0 })
    expect(imported).toMatchObject({ message: '已导入 2 道题', result: { created: 2, errors: [] } })
    const after = await chapterPractice(server, subject.id, learner.cookie)
    expect(after.questionCount).toBe(before.questionCount + 2)
    const made = await server.app.db
      .selectFrom('questions')
      .select(['kind', 'analysis'])
      .where('stem', 'like', `%Word${stamp}%`)
      .orderBy('id')
      .execute()
    expect(made.map((row) => row.kind)).toEqual(['single', 'judge'])
    expect(made[0].analysis).toBe('历史成本是计量属性，不是基本假设。')
    const audit = await server.app.db
      .selectFrom('audit_log')
      .select('summary')
      .where('action', '=', 'bank.import')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.summary)).toEqual({ file: '第一章新题.docx', rows: 2, created: 2 })

    const template = await server.inject({
      method: 'GET',
      url: '/admin/api/bank/template?format=docx',
      headers: { cookie: content },
    })
    expect(template.headers['content-type']).toContain('wordprocessingml')
    expect(template.headers['content-disposition']).toContain(
      encodeURIComponent('题库导入模板.docx'),
    )
    const empty = await emptyCopyOf(server, subject.id)
    const checked = await upload(server, empty, template.rawPayload, content, {
      filename: '题库导入模板.docx',
    })
    expect(checked.result).toMatchObject({ questions: 5, errors: [] })
  })

  it('gives the empty template', async () => {
    const content = await staffOf(server, 'content')
    const template = await server.inject({
      method: 'GET',
      url: '/admin/api/bank/template',
      headers: { cookie: content },
    })
    expect(template.statusCode).toBe(200)
    const sheets = await readXlsx(template.rawPayload)
    expect(Object.keys(sheets)).toEqual(['题目', '材料', '分录'])
  })
})

/** A new subject with the chapters, 节 and knowledge points of another, and no question. */
async function emptyCopyOf(server: TestServer, subjectId: number): Promise<number> {
  const db = server.app.db
  const source = await db
    .selectFrom('bank_subjects')
    .selectAll()
    .where('id', '=', subjectId)
    .executeTakeFirstOrThrow()
  const { id } = await db
    .insertInto('bank_subjects')
    .values({
      exam_id: source.exam_id,
      name: `${source.name}（导入）`,
      year: source.year + 5,
      exam_date: source.exam_date,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const targetId = Number(id)
  const chapters = await db
    .selectFrom('bank_chapters')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('id')
    .execute()
  const ids = new Map<number, number>()
  for (const chapter of chapters) {
    const row = await db
      .insertInto('bank_chapters')
      .values({
        subject_id: targetId,
        parent_id:
          chapter.parent_id === null ? null : (ids.get(Number(chapter.parent_id)) as number),
        title: chapter.title,
        sort: chapter.sort,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    ids.set(Number(chapter.id), Number(row.id))
  }
  const points = await db
    .selectFrom('knowledge_points')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .execute()
  for (const point of points) {
    await db
      .insertInto('knowledge_points')
      .values({
        subject_id: targetId,
        chapter_id: ids.get(Number(point.chapter_id)) as number,
        name: point.name,
        importance: point.importance,
        sort: point.sort,
      })
      .execute()
  }
  return targetId
}
