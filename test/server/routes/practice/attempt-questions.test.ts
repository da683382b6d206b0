import type { PracticeQuestion } from '@common/contracts/practice'
import { bankSubject, papersOf } from '@test/server/support/bank'
import { staffOf } from '@test/server/support/console'
import { buyer, call, unitsOf } from '@test/server/support/practice'
import { describeServer } from '@test/server/support/test-server'
import { multipartFile, xlsx } from '@test/server/support/workbooks'

const STEM = '【新增】企业在资产负债表日对应收账款计提坏账准备，体现的会计信息质量要求是（ ）。'

describeServer('an attempt keeps the questions it started with', (server) => {
  it('leaves an attempt in progress and its report as they were when its paper changes; the next attempt gets the change', async () => {
    const subject = await bankSubject(server.app, 5617, '初级会计实务')
    const chapter = (await papersOf(server.app, subject.id, 'chapter'))[0]
    const learner = await buyer(server, subject.id)
    const start = async () => {
      const started = await call(server, 'POST', '/api/practice/attempts', learner.cookie, {
        paperId: chapter.id,
        mode: 'practice',
      })
      expect(started.code).toBe(200)
      return {
        id: Number(started.result.attemptId),
        units: unitsOf(started.result.questions as PracticeQuestion[]),
      }
    }
    const unitsNow = async (attemptId: number) =>
      unitsOf(
        (await call(server, 'GET', `/api/practice/attempts/${attemptId}`, learner.cookie)).result
          .questions as PracticeQuestion[],
      )
    const first = await start()

    // 教务 imports a question into the chapter, and takes its first question off the paper.
    const content = await staffOf(server, 'content')
    const { title } = await server.app.db
      .selectFrom('papers')
      .select('title')
      .where('id', '=', chapter.id)
      .executeTakeFirstOrThrow()
    const file = await xlsx({
      题目: [
        { 题型: '单选', 题干: STEM, 选项A: '谨慎性', 选项B: '重要性', 答案: 'A', 章节: title },
      ],
    })
    const { payload, headers } = multipartFile(file, '新增.xlsx')
    const imported = await server.inject({
      method: 'POST',
      url: `/admin/api/bank/import?subjectId=${subject.id}&dryRun=0`,
      headers: { ...headers, cookie: content },
      payload,
    })
    expect(imported.json()).toMatchObject({ code: 200, result: { created: 1 } })
    await server.app.db
      .deleteFrom('paper_questions')
      .where('paper_id', '=', chapter.id)
      .where('question_id', '=', first.units[0].id)
      .execute()

    const kept = await unitsNow(first.id)
    expect(kept.map((unit) => unit.id)).toEqual(first.units.map((unit) => unit.id))
    const added = await server.app.db
      .selectFrom('questions')
      .select('id')
      .where('stem', '=', STEM)
      .executeTakeFirstOrThrow()
    const refused = await call(
      server,
      'PUT',
      `/api/practice/attempts/${first.id}/answers/${added.id}`,
      learner.cookie,
      { optionIds: [] },
    )
    expect(refused).toMatchObject({ status: 404, message: '该试卷没有这道题' })
    // The question taken off the paper can still be answered in the attempt that has it.
    const answered = await call(
      server,
      'PUT',
      `/api/practice/attempts/${first.id}/answers/${first.units[0].id}`,
      learner.cookie,
      { optionIds: [first.units[0].options[0].id] },
    )
    expect(answered.code).toBe(200)
    const report = await call(
      server,
      'POST',
      `/api/practice/attempts/${first.id}/submit`,
      learner.cookie,
    )
    expect(report.code).toBe(200)
    expect(report.result.questions).toHaveLength(first.units.length)

    const second = await start()
    const ids = second.units.map((unit) => unit.id)
    expect(ids).toHaveLength(first.units.length)
    expect(ids).not.toContain(first.units[0].id)
    expect(ids.at(-1)).toBe(Number(added.id))
  })
})
