import type { Page } from '@playwright/test'
import { AppDialog } from './pages/app-dialog'
import { attemptQuestions, bankLearner, goToQuestion, openPaper, press } from './pages/attempt-page'
import { expect, test } from './fixtures'

/** A finger swipe across the question, as a phone sends it. */
async function swipe(page: Page, direction: 'left' | 'right') {
  await page.locator('.attempt__question').evaluate((element, toLeft) => {
    const box = element.getBoundingClientRect()
    const y = box.top + 40
    const [from, to] = toLeft ? [box.right - 20, box.left + 20] : [box.left + 20, box.right - 20]
    const touch = (x: number) =>
      new Touch({ identifier: 1, target: element, clientX: x, clientY: y })
    element.dispatchEvent(
      new TouchEvent('touchstart', {
        touches: [touch(from)],
        changedTouches: [touch(from)],
        bubbles: true,
      }),
    )
    element.dispatchEvent(
      new TouchEvent('touchend', { touches: [], changedTouches: [touch(to)], bubbles: true }),
    )
  }, direction === 'left')
}

test.describe('the practice section: sets, resuming, tools and 自评', () => {
  test('the wrong-answer book is redone as a set, and a question let go shows under 已掌握', async ({
    database,
    login,
    page,
  }) => {
    const learner = await login('重做学员')
    const subject = await database.bankSubject(216, '财务管理')
    await database.answerQuestions(learner.userId, subject.id, [false])
    await page.goto(`/test/list/subject/${subject.id}/kind/wrong`)
    await expect(page.locator('.bank-list__item')).toHaveCount(1)
    await press(page, '重做错题')
    await expect(page).toHaveURL(/\/test\/attempt\/\d+$/)
    await expect(page.getByText('练习模式')).toBeVisible()
    await expect(page.getByText('第1/1题', { exact: false })).toBeVisible()

    // The same question right twice in a row (the default exit).
    await database.answerQuestions(learner.userId, subject.id, [true])
    await database.answerQuestions(learner.userId, subject.id, [true])
    await page.goto(`/test/list/subject/${subject.id}/kind/wrong`)
    await expect(page.getByText('暂无错题，继续保持~')).toBeVisible()
    await page.getByRole('button', { name: '已掌握的题目' }).click()
    await expect(page.getByText(/错1次 · 已连续答对2次/)).toBeVisible()
  })

  test('an unfinished exam is offered again; the calculator and a swipe work on the 机考 screen', async ({
    database,
    login,
    page,
  }) => {
    const { paper: mock } = await bankLearner({ login, database }, '续考学员', {
      examId: 5617,
      subject: '初级会计实务',
      kind: 'mock',
    })
    const attemptUrl = await openPaper(page, mock.id, 'exam')
    const option = page.getByRole('radio').first()
    await option.click()
    await expect(option).toHaveAttribute('aria-checked', 'true')

    await swipe(page, 'left')
    await expect(page.getByText('第2/55题', { exact: false })).toBeVisible()
    await swipe(page, 'right')
    await expect(page.getByText('第1/55题', { exact: false })).toBeVisible()

    await press(page, '计算器')
    const calculator = page.getByRole('region', { name: '计算器' })
    for (const key of ['1', '2', '乘', '3', '加', '4', '等于']) {
      await calculator.getByRole('button', { name: key, exact: true }).click()
    }
    await expect(calculator.locator('[aria-live="polite"]')).toHaveText('40')
    await calculator.getByRole('button', { name: '关闭计算器' }).click()
    await expect(calculator).toHaveCount(0)

    await page.goto(`/test/practice/paper/${mock.id}/mode/exam`)
    const dialog = new AppDialog(page)
    await expect(dialog.box.getByText(/已答1题，剩余时间/)).toBeVisible()
    await dialog.press('继续答题')
    await expect(page).toHaveURL(attemptUrl)
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'true')

    // 清除本题答案 leaves it unanswered, here and on the server.
    await press(page, '清除本题答案')
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'false')
    await page.reload()
    await expect(page.getByText('第1/55题', { exact: false })).toBeVisible()
    await expect(page.getByRole('radio').first()).toHaveAttribute('aria-checked', 'false')
  })

  test('a written answer is marked by the learner in the report, and the score follows', async ({
    database,
    login,
    page,
  }) => {
    const { paper: mock } = await bankLearner({ login, database }, '自评学员', {
      examId: 216,
      subject: '经济法',
      kind: 'mock',
    })
    const started = await page.request.post('/api/practice/attempts', {
      data: { paperId: mock.id, mode: 'exam' },
    })
    const { attemptId, questions } = (await started.json()).result as {
      attemptId: number
      questions: { id: number; type: string; children: { id: number; type: string }[] }[]
    }
    const units = questions.flatMap((q) => (q.children.length > 0 ? q.children : [q]))
    const written = units.find((unit) => unit.type === 'text') as { id: number }
    const number = units.findIndex((unit) => unit.id === written.id) + 1
    await page.request.put(`/api/practice/attempts/${attemptId}/answers/${written.id}`, {
      data: { text: 'B视为放弃优先购买权，因其30日内未答复。' },
    })
    await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })

    await page.goto(`/test/attempt/${attemptId}/report`)
    await expect(page.getByLabel('得分')).toHaveText('0')
    // 答题情况 opens the question's 解析 at a tap.
    await page.getByRole('button', { name: `第${number}题，待自评` }).click()
    const review = page.getByLabel(`第${number}题`, { exact: true })
    await expect(review).toBeInViewport()
    await expect(review.getByText(/待自评/)).toBeVisible()
    await expect(
      review.getByText('B视为放弃优先购买权，因其30日内未答复。', { exact: false }),
    ).toBeVisible()
    await review.getByRole('radio', { name: '1.5分' }).click()
    await expect(page.getByText('已自评1.5分')).toBeVisible()
    await expect(review.getByText(/已自评 · 1\.5\//)).toBeVisible()
    await expect(page.getByLabel('得分')).toHaveText('1.5')
    await page.reload()
    await expect(page.getByLabel('得分')).toHaveText('1.5')
  })

  test('a report opens on its score, 答题情况 and actions; 错题解析 lists only the missed', async ({
    database,
    login,
    page,
    shell,
  }) => {
    const { paper: mock, subject } = await bankLearner({ login, database }, '报告学员', {
      examId: 5617,
      subject: '经济法基础',
      kind: 'mock',
    })
    const started = await page.request.post('/api/practice/attempts', {
      data: { paperId: mock.id, mode: 'exam' },
    })
    const { attemptId, questions } = (await started.json()).result as {
      attemptId: number
      questions: { id: number; children: { id: number }[] }[]
    }
    const units = questions.flatMap((q) => (q.children.length > 0 ? q.children : [q]))
    const right = await database.rightOptionsOf(units.map((unit) => unit.id))
    // The first three right, the rest left: 3 right, the others unanswered.
    for (const unit of units.slice(0, 3)) {
      await page.request.put(`/api/practice/attempts/${attemptId}/answers/${unit.id}`, {
        data: { optionIds: right.get(unit.id) },
      })
    }
    await page.request.post(`/api/practice/attempts/${attemptId}/submit`, { data: {} })

    await page.goto(`/test/attempt/${attemptId}/report`)
    const grid = page.getByRole('group', { name: '单选题' })
    await expect(grid.getByRole('button', { name: '第1题，正确' })).toBeVisible()
    await expect(grid.getByRole('button', { name: '第4题，未作答' })).toBeVisible()
    // No review until asked for: the page is the score, not 55 解析.
    await expect(page.getByRole('heading', { name: '逐题解析' })).toHaveCount(0)
    await press(page, '错题解析')
    await expect(page.locator('.report__question')).toHaveCount(units.length - 3)
    await expect(page.getByLabel('第1题', { exact: true })).toHaveCount(0)
    await press(page, '全部解析')
    await expect(page.locator('.report__question')).toHaveCount(units.length)

    await press(page, '返回题库')
    await expect(page).toHaveURL(new RegExp(`/test/home/exam/5617/subject/${subject.id}$`))
    await page.goBack()
    await press(page, '再做一次')
    await expect(page).toHaveURL(/\/test\/attempt\/\d+$/)
    expect(page.url()).not.toContain(`/attempt/${attemptId}`)
    await expect(shell.heading).toHaveText('答题')
  })

  test('a question has its discussion once answered in practice mode, shown as typed', async ({
    database,
    login,
    page,
  }) => {
    const { paper: chapter } = await bankLearner({ login, database }, '讨论学员', {
      examId: 216,
      subject: '财务管理',
      kind: 'chapter',
    })
    const attemptUrl = await openPaper(page, chapter.id, 'practice')
    const discussion = page.getByRole('button', { name: /^讨论/ })
    await expect(discussion).toHaveCount(0)
    await page.getByRole('radio').first().click()
    await expect(page.getByRole('status').filter({ hasText: /回答(正确|错误)/ })).toBeVisible()

    await discussion.click()
    await expect(discussion).toHaveText(/讨论（0）/)
    await page.locator('input[placeholder="说说你的想法"]').fill('<b>风险</b>与报酬同增')
    await press(page, '发表')
    await expect(page.getByText('<b>风险</b>与报酬同增', { exact: true })).toBeVisible()

    await page.goto(attemptUrl)
    await press(page, '背题模式')
    await page.getByRole('button', { name: /^讨论/ }).click()
    await expect(page.getByRole('button', { name: /^讨论/ })).toHaveText(/讨论（1）/)
    await expect(page.getByText('<b>风险</b>与报酬同增', { exact: true })).toBeVisible()
  })

  test('a toast never stands in the way of the next tap', async ({ database, login, page }) => {
    const { paper: chapter } = await bankLearner({ login, database }, '连点学员', {
      examId: 216,
      subject: '中级会计实务',
      kind: 'chapter',
    })
    await openPaper(page, chapter.id, 'practice')
    await expect(page.getByText(/第1\/\d+题/)).toBeVisible()
    await press(page, '收藏')
    await expect(page.locator('.nut-toast').filter({ hasText: '已收藏' })).toBeVisible()
    // While the toast shows (2 s), the next question is one tap away, not behind a cover.
    await page
      .locator('.nut-button')
      .filter({ hasText: /^下一题$/ })
      .first()
      .click({ timeout: 1_000 })
    await expect(page.getByText(/第2\/\d+题/)).toBeVisible()
    await expect(page.locator('.nut-toast').filter({ hasText: '已收藏' })).toBeVisible()
  })
})

test('自动下一题, once turned on, moves practice on after a right 单选 and is remembered', async ({
  database,
  login,
  page,
}) => {
  const { paper } = await bankLearner({ login, database }, '自动学员', {
    examId: 216,
    subject: '财务管理',
    kind: 'chapter',
  })
  const { units } = await attemptQuestions(page, await openPaper(page, paper.id, 'practice'))
  const singles = units
    .map((unit, index) => ({ unit, index }))
    .filter(({ unit, index }) => unit.type === 'single' && index < units.length - 1)
  expect(singles.length).toBeGreaterThan(1)
  const right = await database.rightOptionsOf(singles.map(({ unit }) => unit.id))
  const answerRight = async ({ unit, index }: (typeof singles)[number]) => {
    await goToQuestion(page, index + 1)
    await expect(page.getByText(`第${index + 1}/${units.length}题`)).toBeVisible()
    const at = unit.options.findIndex((option) => option.id === right.get(unit.id)?.[0])
    await page.getByRole('radio').nth(at).click()
    await expect(page.getByRole('status').filter({ hasText: '回答正确' })).toBeVisible()
  }

  // Off by default: a right answer stays with its 解析.
  const toggle = page.getByRole('button', { name: /^自动下一题/ })
  await expect(toggle).toHaveText('自动下一题：关')
  await answerRight(singles[0])
  await page.waitForTimeout(1200)
  await expect(page.getByText(`第${singles[0].index + 1}/${units.length}题`)).toBeVisible()

  // On: the next question follows by itself, and the setting outlives a reload.
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await answerRight(singles[1])
  await expect(page.getByText(`第${singles[1].index + 2}/${units.length}题`)).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: '自动下一题：开' })).toBeVisible()
})

test("a case's material stays pinned above its sub-questions, and its handle resizes it", async ({
  database,
  login,
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 700 })
  const { paper } = await bankLearner({ login, database }, '案例学员', {
    examId: 5617,
    subject: '初级会计实务',
    kind: 'mock',
  })
  const { questions, units } = await attemptQuestions(page, await openPaper(page, paper.id, 'exam'))
  const firstCase = questions.flatMap((q) => q.children)[0]
  const number = units.findIndex((unit) => unit.id === firstCase.id) + 1
  await goToQuestion(page, number)
  const material = page.locator('.material-panel').filter({ visible: true })
  await expect(material).toBeVisible()
  const bar = page.locator('.attempt__bar').filter({ visible: true })

  // Scrolled down to the sub-question's options, the material is still under the top bar.
  await page.locator('.answer-option').filter({ visible: true }).last().scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 2000)
  const barBox = await bar.boundingBox()
  const pinned = await material.boundingBox()
  expect(pinned && barBox && Math.abs(pinned.y - (barBox.y + barBox.height))).toBeLessThan(2)

  // The handle, focused, moves the split by the arrow keys; the height is kept.
  const handle = page.getByRole('separator', { name: '拖动调整材料高度' })
  const before = Number(await handle.getAttribute('aria-valuenow'))
  await handle.focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(handle).toHaveAttribute('aria-valuenow', String(before + 48))
  await page.reload()
  await expect(page.getByRole('separator', { name: '拖动调整材料高度' })).toHaveAttribute(
    'aria-valuenow',
    String(before + 48),
  )
})
