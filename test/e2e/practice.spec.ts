import type { Page } from '@playwright/test'
import { AppDialog } from './pages/app-dialog'
import { bankLearner, openPaper, press, secondDevice } from './pages/attempt-page'
import { expect, test } from './fixtures'

test.describe('the practice section', () => {
  test('an exam is resumed on a second device with its answers and time, and scored', async ({
    browser,
    baseURL,
    database,
    login,
    page,
  }) => {
    const { learner, paper: mock } = await bankLearner({ login, database }, '机考学员', {
      examId: 5617,
      subject: '初级会计实务',
      kind: 'mock',
    })

    const attemptUrl = await openPaper(page, mock.id, 'exam')
    await expect(page.getByRole('timer')).toBeVisible()

    // The first two questions: the second option of each; then on to the third.
    for (let n = 0; n < 2; n += 1) {
      const option = page.getByRole('radio').nth(1)
      await option.click()
      await expect(option).toHaveAttribute('aria-checked', 'true')
      const moved = page.waitForResponse((response) => response.url().endsWith('/position'))
      await press(page, '下一题')
      await moved
    }
    await expect(page.getByText('第3/55题', { exact: false })).toBeVisible()

    // A second device, the same learner: the answers and the clock are the server's.
    const { context: other, page: second } = await secondDevice(
      browser,
      baseURL as string,
      learner.sessionId,
    )
    await second.goto(attemptUrl)
    await expect(second.getByRole('timer')).toBeVisible()
    const timer = (await second.getByRole('timer').textContent()) ?? ''
    const [h, m] = timer.split(':').map(Number)
    expect(h * 60 + m).toBeLessThanOrEqual(105)
    expect(h * 60 + m).toBeGreaterThanOrEqual(100)
    // It resumes at the question the learner was at, with the answers given before it.
    await expect(second.getByText('第3/55题', { exact: false })).toBeVisible()
    await expect(second.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'false')
    for (const number of [2, 1]) {
      await press(second, '上一题')
      await expect(second.getByText(`第${number}/55题`, { exact: false })).toBeVisible()
      await expect(second.getByRole('radio').nth(1)).toHaveAttribute('aria-checked', 'true')
    }

    // Submitted there, it is scored from the answers given.
    await press(second, '交卷')
    const dialog = new AppDialog(second)
    await expect(dialog.text('还有53道题未作答，确定交卷吗？')).toBeVisible()
    await dialog.press('交卷')
    await expect(second).toHaveURL(/\/report$/)
    const report = await second.request.get(
      `${attemptUrl.replace('/test/attempt/', '/api/practice/attempts/')}`,
    )
    const state = (await report.json()).result as {
      answers: { questionId: number; optionIds: number[] }[]
      questions: { id: number; score: number; children: { id: number; score: number }[] }[]
    }
    let expected = 0
    for (const answer of state.answers) {
      const unit = state.questions
        .flatMap((q) => (q.children.length > 0 ? q.children : [q]))
        .find((q) => q.id === answer.questionId)
      if (unit && (await database.isRightOption(answer.optionIds[0]))) expected += unit.score
    }
    expect(state.answers).toHaveLength(2)
    await expect(second.getByLabel('得分')).toHaveText(String(expected))
    await expect(second.getByRole('heading', { name: '题型正确率' })).toBeVisible()
    await other.close()
  })

  test('a full 初级会计实务 mock: killed halfway, resumed on a second device, scored by the rules', async ({
    browser,
    baseURL,
    database,
    login,
    page,
  }) => {
    // 55 questions answered one by one through the page: three times the usual time.
    test.slow()
    const { learner, paper: mock } = await bankLearner({ login, database }, '整卷学员', {
      examId: 5617,
      subject: '初级会计实务',
      kind: 'mock',
    })
    const attemptUrl = await openPaper(page, mock.id, 'exam')
    const api = attemptUrl.replace('/test/attempt/', '/api/practice/attempts/')
    type Unit = { id: number; type: string; score: number; options: { id: number }[] }
    const paper = (await (await page.request.get(api)).json()).result as {
      questions: (Unit & { children: Unit[] })[]
    }
    const units = paper.questions.flatMap((q) => (q.children.length > 0 ? q.children : [q]))
    expect(units).toHaveLength(55)
    const chosen = new Map<number, number[]>()

    // Answers the shown question as the test picks, then moves on.
    const answer = async (on: Page, index: number) => {
      const unit = units[index]
      await expect(on.getByText(`第${index + 1}/55题`, { exact: false })).toBeVisible()
      const many = unit.type === 'multiple' || unit.type === 'indefinite'
      const picks = many
        ? [index % unit.options.length, (index + 1) % unit.options.length]
        : [index % unit.options.length]
      for (const pick of picks) {
        const option = on.getByRole(many ? 'checkbox' : 'radio').nth(pick)
        await option.click()
        await expect(option).toHaveAttribute('aria-checked', 'true')
      }
      chosen.set(
        unit.id,
        picks.map((pick) => unit.options[pick].id),
      )
      if (index < units.length - 1) await press(on, '下一题')
    }

    for (let index = 0; index < 30; index += 1) await answer(page, index)
    await expect(page.getByText('第31/55题', { exact: false })).toBeVisible()
    await expect(page.locator('.attempt__offline')).toHaveCount(0)
    await page.close()

    const { context: other, page: second } = await secondDevice(
      browser,
      baseURL as string,
      learner.sessionId,
    )
    await second.goto(attemptUrl)
    const timer = (await second.getByRole('timer').textContent()) ?? ''
    const [h, m] = timer.split(':').map(Number)
    expect(h * 60 + m).toBeLessThanOrEqual(105)
    expect(h * 60 + m).toBeGreaterThanOrEqual(95)
    for (let index = 30; index < 55; index += 1) await answer(second, index)
    await press(second, '答题卡')
    const card = second.getByRole('navigation', { name: '答题卡' })
    await expect(card.getByText('已答 55 / 共 55 题')).toBeVisible()
    await expect(card.locator('[aria-label*="未作答"]')).toHaveCount(0)
    await card.getByRole('button', { name: '关闭' }).click()
    await expect(card).toBeHidden()

    await press(second, '交卷')
    const dialog = new AppDialog(second)
    await expect(dialog.text('已全部作答，确定交卷吗？')).toBeVisible()
    await dialog.press('交卷')
    await expect(second).toHaveURL(/\/report$/)

    // The score by 初级's rules, from the bank's right answers: 单选 and 判断 all or nothing;
    // 多选 and 不定项 0.5 a right option chosen when none chosen is wrong, full marks for all.
    const right = await database.rightOptionsOf(units.map((unit) => unit.id))
    let expected = 0
    for (const unit of units) {
      const given = chosen.get(unit.id) ?? []
      const answer = right.get(unit.id) ?? []
      if (given.some((id) => !answer.includes(id))) continue
      if (given.length === answer.length) expected += unit.score
      else if (unit.type === 'multiple' || unit.type === 'indefinite') {
        expected += Math.min(0.5 * given.length, unit.score)
      }
    }
    await expect(second.getByLabel('得分', { exact: true })).toHaveText(
      String(Math.round(expected * 100) / 100),
    )
    await other.close()
  })

  test('practice mode answers at once with the 解析', async ({ database, login, page }) => {
    const { paper: chapter } = await bankLearner({ login, database }, '练习学员', {
      examId: 216,
      subject: '财务管理',
      kind: 'chapter',
    })
    await openPaper(page, chapter.id, 'practice')
    await expect(page.getByText('练习模式')).toBeVisible()
    await page.getByRole('radio').first().click()
    await expect(page.getByRole('status').filter({ hasText: /回答(正确|错误)/ })).toBeVisible()
    await expect(page.getByText('解析', { exact: true })).toBeVisible()
  })

  test('a note and a favourite on a question are kept', async ({ database, login, page }) => {
    const { learner, paper: chapter } = await bankLearner({ login, database }, '笔记学员', {
      examId: 216,
      subject: '中级会计实务',
      kind: 'chapter',
    })
    const attemptUrl = await openPaper(page, chapter.id, 'practice')
    await press(page, '收藏')
    await expect(page.getByText('已收藏').first()).toBeVisible()
    await press(page, '笔记')
    await page
      .locator('textarea[placeholder="写下这道题的笔记"]')
      .fill('长期股权投资：初始计量看合并方式')
    await press(page, '保存笔记')
    await expect(page.getByText('笔记已保存')).toBeVisible()

    await page.goto(attemptUrl)
    await expect(page.locator('.nut-button').filter({ hasText: /^已收藏$/ })).toBeVisible()
    await press(page, '笔记')
    await expect(page.locator('textarea[placeholder="写下这道题的笔记"]')).toHaveValue(
      '长期股权投资：初始计量看合并方式',
    )

    await press(page, '纠错')
    await page
      .locator('textarea[placeholder="请描述题目、答案或解析中的错误"]')
      .fill('解析中的金额单位应为万元')
    await press(page, '提交纠错')
    await expect(page.getByText('感谢指正，我们会尽快核实')).toBeVisible()
    expect(await database.correctionsOf(learner.userId)).toEqual(['解析中的金额单位应为万元'])
  })

  test('the wrong-answer book lets a question go after the right answers in a row the learner chose', async ({
    database,
    login,
    page,
  }) => {
    const learner = await login('错题学员')
    const subject = await database.bankSubject(216, '财务管理')
    await database.answerQuestions(learner.userId, subject.id, [false])
    await page.goto(`/test/list/subject/${subject.id}/kind/wrong`)
    const items = page.locator('.bank-list__item')
    await expect(items).toHaveCount(1)
    const exit = page.getByRole('radiogroup', { name: '移出规则' })
    await expect(exit).toContainText('答对2次后移出错题本')
    await expect(exit.getByRole('radio', { name: '答对2次' })).toHaveAttribute(
      'aria-checked',
      'true',
    )

    // Right once: still in the book with the default of 2, gone with 1.
    await database.answerQuestions(learner.userId, subject.id, [true])
    await page.reload()
    await expect(items).toHaveCount(1)
    await exit.getByRole('radio', { name: '答对1次' }).click()
    await expect(page.getByText('暂无错题，继续保持~')).toBeVisible()
    await expect(items).toHaveCount(0)

    // Missed again, it comes back.
    await database.answerQuestions(learner.userId, subject.id, [false])
    await page.reload()
    await expect(items).toHaveCount(1)
  })

  test('a question of the wrong-answer book opens with my answer, the right one, the 解析 and my note', async ({
    database,
    login,
    page,
    shell,
  }) => {
    const learner = await login('错题回顾学员')
    const subject = await database.bankSubject(216, '财务管理')
    await database.answerQuestions(learner.userId, subject.id, [false])
    await page.goto(`/test/list/subject/${subject.id}/kind/wrong`)
    await page.locator('.bank-list__item').first().click()
    await expect(shell.heading).toHaveText('错题详情')
    await expect(page.getByText(/^我的答案：[A-H]/)).toBeVisible()
    await expect(page.getByText(/^正确答案：[A-H]/)).toBeVisible()
    await expect(page.getByRole('heading', { name: '解析' })).toBeVisible()
    await expect(page.getByText('已错1次 · 连续答对2次后移出错题本')).toBeVisible()
    // The wrong option is marked wrong, the right one right.
    await expect(page.locator('.answer-option--wrong')).toHaveCount(1)

    const note = page.getByRole('group', { name: '我的笔记' }).getByRole('textbox')
    await note.fill('先算边际贡献')
    await press(page, '保存笔记')
    await expect(shell.toast('笔记已保存')).toBeVisible()
    await page.reload()
    await expect(note).toHaveValue('先算边际贡献')
  })
})
