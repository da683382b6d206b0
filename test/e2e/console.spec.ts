import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import sharp from 'sharp'
import { WECHAT_USER_AGENT } from '../support/chromium'
import { xlsx } from '../server/support/workbooks'
import { expect, test } from './fixtures'
import { attemptQuestions, goToQuestion, openPaper, press } from './pages/attempt-page'
import { ConsolePage } from './pages/console-page'
import { CourseDetailPage } from './pages/course-detail-page'
import { LessonPage } from './pages/lesson-page'
import { FIRST_ADMIN, staffUsername } from './support/console-accounts'

// The console is a desktop tool: a desktop browser's window, mouse and user agent.
test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  // The school's staff work in China time; the console shows and takes the browser's time.
  timezoneId: 'Asia/Shanghai',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
})

const PASSWORD = 'Content2026x'
/** A save on a machine busy with the other worker's tests: more than the default 10 s. */
const SAVE_TIMEOUT = 30_000
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' }

/** A learner's phone in WeChat: a mobile context, logged in when given a session. */
async function learnerPhone(browser: Browser, baseURL: string, sessionId?: string) {
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: WECHAT_USER_AGENT,
  })
  if (sessionId) {
    await phone.addCookies([
      { name: 'sid', value: sessionId, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    ])
  }
  return phone
}

/** A staff account made by the first admin through the console's API; the admin logs out. */
async function staffAccount(request: APIRequestContext, prefix: string, role: string) {
  const username = staffUsername(prefix)
  await request.post('/admin/api/login', { data: FIRST_ADMIN, headers: AJAX })
  const made = await request.post('/admin/api/staff', {
    data: { username, password: PASSWORD, role },
    headers: AJAX,
  })
  expect((await made.json()).code).toBe(200)
  await request.post('/admin/api/logout', { data: {}, headers: AJAX })
  return username
}

/** Two questions for a chapter, as a school writes them; `answer` is the second one's. */
function chapterQuestions(chapter: string, tag: string, answer: string) {
  return [
    {
      序号: 1,
      题型: '单选',
      题干: `【${tag}】纳税人对税务机关作出的征税行为不服的，应当先（ ）。`,
      选项A: '申请行政复议',
      选项B: '提起行政诉讼',
      选项C: '向人民法院起诉',
      答案: 'A',
      难度: '中',
      章节: chapter,
      解析: '对征税行为不服，实行复议前置。',
    },
    {
      序号: 2,
      题型: '多选',
      题干: `【${tag}】下列各项中，属于涉税专业服务的有（ ）。`,
      选项A: '纳税申报代理',
      选项B: '税务咨询',
      选项C: '涉税鉴证',
      答案: answer,
      难度: '易',
      章节: chapter,
      解析: '三项均属于涉税专业服务。',
    },
  ]
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForTimeout(500)
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
    )
}

test.describe("the school's console", () => {
  test('the first admin creates a content account, the log records it, and the account sees only its part', async ({
    page,
    securityPolicy,
  }) => {
    const console = new ConsolePage(page)
    const username = staffUsername('editor')

    await console.login(FIRST_ADMIN.username, 'not-the-password1')
    await expect(page.getByRole('alert')).toHaveText('账号或密码错误')
    await page.getByLabel('密码').fill(FIRST_ADMIN.password)
    await page.getByRole('button', { name: /登\s*录/ }).click()
    await expect(console.heading('工作台')).toBeVisible()
    await expect(page.getByText(`${FIRST_ADMIN.username}（管理员）`)).toBeVisible()

    await console.open('员工账号')
    await page.getByRole('button', { name: '新建员工' }).click()
    const form = console.dialog('新建员工')
    await form.getByLabel('用户名').fill(username)
    await form.getByLabel('初始密码').fill('short1')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(form.getByText('密码为10-72位')).toBeVisible()
    await form.getByLabel('初始密码').fill(PASSWORD)
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('员工已创建')).toBeVisible()
    await expect(console.row(username)).toContainText('教务')
    await expect(console.row(username)).toContainText('正常')

    await console.open('操作日志')
    const entry = console.row(username)
    await expect(entry).toContainText('新建员工')
    await expect(entry).toContainText(FIRST_ADMIN.username)
    await expect(entry).toContainText(`用户名：${username}；角色：教务`)
    await expect(entry).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)

    await console.logout()
    await console.login(username, PASSWORD)
    await expect(console.heading('工作台')).toBeVisible()
    await expect(page.getByText('当前角色：教务。')).toBeVisible()
    await expect(console.menu().getByRole('menuitem')).toHaveText([
      '工作台',
      '课程管理',
      '班级管理',
      '商品管理',
      '首页轮播',
      '首页导航与推荐',
      '直播管理',
      '题库目录',
      '题目管理',
      '试卷管理',
      '题库导入',
    ])

    await page.goto('/admin/staff')
    await expect(page.getByText('当前账号没有权限访问此页面')).toBeVisible()
    const refused = await page.request.get('/admin/api/staff', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(refused.status()).toBe(403)
    expect(await refused.json()).toMatchObject({ code: 403, message: '当前账号没有权限执行此操作' })
    expect(await securityPolicy.violations()).toEqual([])
  })

  test('an admin disables an account: it is logged out and cannot log in again', async ({
    page,
    browser,
  }) => {
    const console = new ConsolePage(page)
    const username = staffUsername('service')
    await console.login(FIRST_ADMIN.username, FIRST_ADMIN.password, '/admin/staff')
    await expect(console.heading('员工账号')).toBeVisible()
    await page.getByRole('button', { name: '新建员工' }).click()
    const form = console.dialog('新建员工')
    await form.getByLabel('用户名').fill(username)
    await form.getByLabel('初始密码').fill(PASSWORD)
    // antd's Select opens from its box; the combobox input lies under the chosen value.
    await form.locator('.ant-select-selector').click()
    // Its visible items; the options of its listbox are for screen readers.
    await page.locator('.ant-select-item-option', { hasText: '客服' }).click()
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(console.row(username)).toContainText('客服')

    // The service account is at work in another browser.
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const otherPage = await other.newPage()
    const otherConsole = new ConsolePage(otherPage)
    await otherConsole.login(username, PASSWORD)
    await expect(otherConsole.heading('工作台')).toBeVisible()

    await console.row(username).getByRole('button', { name: '停用' }).click()
    await page
      .getByRole('tooltip')
      .getByRole('button', { name: /停\s*用/ })
      .click()
    await expect(page.getByText('账号已停用')).toBeVisible()
    await expect(console.row(username)).toContainText('已停用')

    await otherPage.reload()
    await expect(otherPage).toHaveURL(/\/admin\/login$/)
    await otherPage.getByLabel('用户名').fill(username)
    await otherPage.getByLabel('密码').fill(PASSWORD)
    await otherPage.getByRole('button', { name: /登\s*录/ }).click()
    await expect(otherPage.getByRole('alert')).toHaveText('账号或密码错误')
    await other.close()
  })

  test('a content editor imports questions from Excel: the check names the bad row, the fixed file imports, learners practise them, the log records it', async ({
    page,
    browser,
    baseURL,
    database,
  }) => {
    const editor = await staffAccount(page.request, 'editor', 'content')
    const subject = await database.bankSubject(8190, '涉税服务实务')
    const chapter = await database.paperOf(subject.id, 'chapter')
    const tag = `导入${Date.now().toString(36)}`
    const folder = mkdtempSync(path.join(tmpdir(), 'school-import-'))
    const badFile = path.join(folder, '涉税新题.xlsx')
    const goodFile = path.join(folder, '涉税新题（已改）.xlsx')
    writeFileSync(badFile, await xlsx({ 题目: chapterQuestions(chapter.title, tag, 'AD') }))
    writeFileSync(goodFile, await xlsx({ 题目: chapterQuestions(chapter.title, tag, 'ABC') }))

    const console = new ConsolePage(page)
    await console.login(editor, PASSWORD)
    await console.open('题库导入')
    await page.getByRole('combobox', { name: '科目' }).fill('涉税服务实务')
    await page
      .locator('.ant-select-item-option', { hasText: `${subject.year} 涉税服务实务` })
      .click()
    await expect(page.getByText(`“章节”列填写本科目的章：${chapter.title}`)).toBeVisible()

    await page.locator('input[type=file]').setInputFiles(badFile)
    await expect(page.getByRole('alert')).toHaveText(
      '涉税新题.xlsx：2 行中有 1 处错误，未导入。请修改后重新上传。',
    )
    await expect(console.row('答案“D”不在选项中')).toContainText('题目3答案')

    await page.locator('input[type=file]').setInputFiles(goodFile)
    await expect(page.getByRole('status')).toHaveText(
      '涉税新题（已改）.xlsx：检查通过，共 2 行、2 道题',
    )
    await page.getByRole('button', { name: '确认导入' }).click()
    await expect(page.getByText('已导入 2 道题').first()).toBeVisible()

    // A learner who bought the subject finds them at the end of the chapter's practice.
    const learner = await database.createLearner('导入题学员')
    await database.enrolSubject(learner.userId, subject.id)
    const phone = await learnerPhone(browser, baseURL as string, learner.sessionId)
    const learnerPage = await phone.newPage()
    const attempt = await openPaper(learnerPage, chapter.id, 'practice')
    const { units } = await attemptQuestions(learnerPage, attempt)
    await goToQuestion(learnerPage, units.length)
    await expect(learnerPage.getByText(`【${tag}】下列各项中，属于涉税专业服务的有`)).toBeVisible()
    await goToQuestion(learnerPage, units.length - 1)
    await expect(
      learnerPage.getByText(`【${tag}】纳税人对税务机关作出的征税行为不服的`),
    ).toBeVisible()
    await phone.close()

    // 客服 may not import: no menu entry, a refusal by address, 403 from the API.
    const service = await staffAccount(page.request, 'kefu', 'service')
    await console.logout()
    await console.login(service, PASSWORD)
    await expect(console.menu().getByRole('menuitem')).toHaveText(['工作台'])
    await page.goto('/admin/bank/import')
    await expect(page.getByText('当前账号没有权限访问此页面')).toBeVisible()
    const refused = await page.request.post(
      `/admin/api/bank/import?subjectId=${subject.id}&dryRun=1`,
      {
        headers: AJAX,
        multipart: {
          file: { name: 'x.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
        },
      },
    )
    expect(refused.status()).toBe(403)

    // The admin reads who imported, and when.
    await console.logout()
    await console.login(FIRST_ADMIN.username, FIRST_ADMIN.password, '/admin/audit')
    const entry = console.row('导入题目').filter({ hasText: editor })
    await expect(entry).toContainText(`subject:${subject.id}`)
    await expect(entry).toContainText('文件：涉税新题（已改）.xlsx；行数：2；新增题目：2')
    await expect(entry).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
  })

  test('a live scheduled in the console shows on /live', async ({ page, browser, baseURL }) => {
    const editor = await staffAccount(page.request, 'zhibo', 'content')
    const console = new ConsolePage(page)
    const title = `会计政策变更 直播答疑 ${Date.now().toString(36)}`
    await console.login(editor, PASSWORD)
    await console.open('直播管理')
    await page.getByRole('button', { name: '新建直播' }).click()
    const form = console.dialog('新建直播')
    await console.choose(form, '课程', '初级会计实务 基础精讲班')
    await form.getByLabel('直播标题').fill(title)
    await console.choose(form, '讲师', '高志谦')
    const start = new Date(Date.now() + 20 * 60 * 1000)
    const end = new Date(start.getTime() + 60 * 60 * 1000)
    const text = (when: Date) =>
      new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Shanghai',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(when)
    const range = form.locator('.ant-picker-range input')
    await range.first().click()
    await range.first().fill(text(start))
    await range.first().press('Enter')
    await range.last().fill(text(end))
    await range.last().press('Enter')
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(page.getByText('直播已创建')).toBeVisible()
    await expect(console.row(title)).toContainText('未开始')

    const phone = await learnerPhone(browser, baseURL as string)
    const learnerPage = await phone.newPage()
    await learnerPage.goto('/live')
    await expect(learnerPage.getByText(title).first()).toBeVisible()
    await phone.close()
  })

  test('a course made in the console, with a lesson and an uploaded video, plays for a learner who buys it', async ({
    page,
    browser,
    baseURL,
    database,
  }) => {
    const editor = await staffAccount(page.request, 'kecheng', 'content')
    const console = new ConsolePage(page)
    const title = `合并财务报表专题 ${Date.now().toString(36)}`
    await console.login(editor, PASSWORD)
    await console.open('课程管理')
    await page.getByRole('button', { name: '新建课程' }).click()
    const form = console.dialog('新建课程')
    await console.choose(form, '所属科目', '中级会计实务')
    await form.getByLabel('课程名称').fill(title)
    await console.choose(form, '讲师', '高志谦')
    await form.getByLabel('原价（元）').fill('199')
    await form.getByLabel('售价（元）').fill('99')
    const cover = path.join(mkdtempSync(path.join(tmpdir(), 'cover-')), '封面.jpg')
    writeFileSync(
      cover,
      await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#1a5fd6' } })
        .jpeg()
        .toBuffer(),
    )
    await form.locator('input[type=file]').setInputFiles(cover)
    await expect(form.getByRole('img', { name: '封面预览' })).toBeVisible()
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(console.heading(`编辑课程：${title}`)).toBeVisible()
    const courseId = Number(/\/admin\/courses\/(\d+)$/.exec(page.url())?.[1])
    expect(courseId).toBeGreaterThan(0)
    await expect(page.getByText('草稿', { exact: true })).toBeVisible()
    await expect(page.getByRole('img', { name: `${title}的封面` })).toHaveAttribute(
      'src',
      /^\/media\/images\/[0-9a-f-]{36}\.jpg$/,
    )

    await page.getByRole('button', { name: '添加章节' }).click()
    const chapter = console.dialog('添加章节')
    await chapter.getByLabel('章节名称').fill('第一章 合并范围')
    await chapter.getByRole('button', { name: /确\s*定/ }).click()
    // Saved, the dialog closes (on a loaded machine the toast may come and go before a look).
    await expect(chapter).toBeHidden({ timeout: SAVE_TIMEOUT })

    await page.getByRole('button', { name: '添加课时' }).click()
    const lesson = console.dialog('添加课时')
    await lesson.getByLabel('课时名称').fill('1.1 控制的判断')
    await lesson.locator('input[type=file]').setInputFiles('server/media/lessons/sample-1.mp4')
    await expect(lesson.getByText('sample-1.mp4 已上传，时长 0:45')).toBeVisible()
    await lesson.getByRole('button', { name: /确\s*定/ }).click()
    await expect(lesson).toBeHidden({ timeout: SAVE_TIMEOUT })
    await expect(console.row('1.1 控制的判断')).toContainText('0:45')
    await expect(console.row('1.1 控制的判断')).toContainText('已上架')
    // The draft's video plays for the editor before any learner may open it.
    await page.getByRole('button', { name: '预览视频：1.1 控制的判断' }).click()
    const preview = page.getByLabel('课时视频：1.1 控制的判断')
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => Math.round(video.duration)), {
        timeout: SAVE_TIMEOUT,
      })
      .toBe(45)
    const previewDialog = console.dialog('预览：1.1 控制的判断')
    await previewDialog.getByRole('button', { name: /close|关闭/i }).click()
    await expect(previewDialog).toBeHidden()
    await page.getByRole('button', { name: '发布课程' }).click()
    await expect(page.getByText('已发布', { exact: true })).toBeVisible({ timeout: SAVE_TIMEOUT })

    // A learner on a phone buys it at the development cashier, activates it and plays the video.
    const learner = await database.createLearner('买新课学员')
    const phone = await learnerPhone(browser, baseURL as string, learner.sessionId)
    const learnerPage = await phone.newPage()
    await learnerPage.goto(`/order/confirm/id/${courseId}/type/course`)
    await expect(learnerPage.getByText(title).first()).toBeVisible()
    await expect(learnerPage.getByText('¥99.00').filter({ visible: true }).first()).toBeVisible()
    await press(learnerPage, '提交订单')
    await expect(learnerPage).toHaveURL(/\/order\/place\//)
    const orderId = learnerPage.url().split('/').pop() as string
    expect((await learnerPage.request.post(`/api/dev/pay/${orderId}/succeed`)).status()).toBe(200)
    const coursePage = new CourseDetailPage(learnerPage)
    await coursePage.open(courseId)
    await coursePage.lesson('1.1 控制的判断').click()
    await coursePage.dialog.press('立即激活')
    await expect(learnerPage).toHaveURL(new RegExp(`/study/course/${courseId}/lesson/\\d+$`))
    const lessonPage = new LessonPage(learnerPage)
    await lessonPage.waitForMetadata()
    expect(
      await lessonPage.video.evaluate((video: HTMLVideoElement) => Math.round(video.duration)),
    ).toBe(45)
    await phone.close()
  })

  test('a content editor writes a question in the form; the check names what is wrong, and it lands in the list', async ({
    page,
  }) => {
    const editor = await staffAccount(page.request, 'timu', 'content')
    const console = new ConsolePage(page)
    const stem = `下列各项中，属于会计基本假设的是（ ）。${Date.now().toString(36)}`
    await console.login(editor, PASSWORD)
    await console.open('题目管理')
    await page.getByRole('button', { name: '新建题目' }).click()
    const form = page.getByRole('dialog', { name: '新建题目' })
    await form.getByLabel('题干').fill(stem)
    const options = ['会计主体', '历史成本', '公允价值', '权责发生制']
    for (const [index, text] of options.entries()) {
      await form.getByRole('textbox', { name: `选项 ${'ABCD'[index]}` }).fill(text)
    }
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(form.getByText('请选择答案')).toBeVisible()
    await form.getByRole('radio', { name: 'A', exact: true }).check()
    expect(await seriousViolations(page)).toEqual([])
    await form.getByRole('button', { name: /确\s*定/ }).click()
    await expect(form).toBeHidden({ timeout: SAVE_TIMEOUT })
    await expect(console.row(stem.slice(0, 12)).first()).toContainText('单选题')
  })

  test('a content editor assembles a mock paper by the exam’s rule and publishes it; learners find it', async ({
    page,
    database,
  }) => {
    const editor = await staffAccount(page.request, 'zujuan', 'content')
    const console = new ConsolePage(page)
    const title = `2027年初级会计实务 考前模拟 ${Date.now().toString(36)}`
    await console.login(editor, PASSWORD)
    await console.open('试卷管理')
    await page.getByRole('button', { name: '新建试卷' }).click()
    await console.dialog('新建试卷').getByLabel('试卷名称').fill(title)
    await console
      .dialog('新建试卷')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect(console.heading(`组卷：${title}`)).toBeVisible()
    const paperId = Number(/\/admin\/bank\/papers\/(\d+)$/.exec(page.url())?.[1])
    await expect(page.getByText('试卷还没有题目')).toBeVisible()
    await page.getByRole('button', { name: /^发\s*布$/ }).click()
    await expect(page.getByText(/试卷与考试结构不符，不能发布/)).toBeVisible()
    await page.getByRole('button', { name: '按规则组卷' }).click()
    await console
      .dialog('按规则组卷')
      .getByRole('button', { name: /确\s*定/ })
      .click()
    await expect(page.getByText('与考试结构一致，可以发布')).toBeVisible()
    await expect(page.getByText('55 道题 · 总分 100 分')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: /^发\s*布$/ }).click()
    // Published: it can now only be withdrawn.
    await expect(page.getByRole('button', { name: /^撤\s*回$/ })).toBeVisible({
      timeout: SAVE_TIMEOUT,
    })

    const learner = await database.createLearner('做新卷的学员')
    const subjectId = (await (await page.request.get(`/admin/api/papers/${paperId}`)).json()).result
      .subjectId
    await database.enrolSubject(learner.userId, subjectId)
    const list = await page.request.get(`/api/home/testlists/${subjectId}/type/1/p/1`, {
      headers: { cookie: `sid=${learner.sessionId}` },
    })
    const titles = ((await list.json()).result.list as { title: string }[]).map(
      (paper) => paper.title,
    )
    expect(titles).toContain(title)
  })

  test('a content editor adds an entry to the home navigation; learners see it and it opens its page', async ({
    page,
    browser,
    baseURL,
  }) => {
    const editor = await staffAccount(page.request, 'daohang', 'content')
    const console = new ConsolePage(page)
    await console.login(editor, PASSWORD)
    await console.open('首页导航与推荐')
    const before = (await (await page.request.get('/admin/api/home/nav', { headers: AJAX })).json())
      .result as { label: string; icon: string; url: string }[]
    const label = `班级${Date.now().toString(36).slice(-2)}`
    await page.getByRole('button', { name: '添加入口' }).click()
    const place = before.length + 1
    await page.getByLabel(`入口 ${place}`, { exact: true }).fill(label)
    await page.getByLabel(`入口 ${place} 的跳转地址`).fill('/goodsStore')
    await page.getByRole('button', { name: '保存导航' }).click()
    await expect(page.getByText('首页导航已保存')).toBeVisible({ timeout: SAVE_TIMEOUT })
    expect(await seriousViolations(page)).toEqual([])

    const phone = await learnerPhone(browser, baseURL as string)
    const learnerPage = await phone.newPage()
    try {
      await learnerPage.goto('/home')
      const nav = learnerPage.getByRole('navigation', { name: '快捷入口' })
      const entry = nav.getByRole('link', { name: label })
      await expect(entry).toHaveAttribute('href', '/goodsStore')
      await expect(nav.getByRole('link')).toHaveCount(place)
      await entry.click()
      await expect(learnerPage).toHaveURL(/\/goodsStore/)
    } finally {
      await phone.close()
      // Other tests share the school: its navigation goes back to what it was.
      const restored = await page.request.put('/admin/api/home/nav', {
        data: { entries: before },
        headers: AJAX,
      })
      expect((await restored.json()).code).toBe(200)
    }
  })

  test('has no serious or critical accessibility violation on its pages', async ({ page }) => {
    // It opens every page and several dialogs: more than one page's worth of time.
    test.slow()
    const console = new ConsolePage(page)
    await page.goto('/admin/')
    await expect(page.getByLabel('用户名')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await console.login(FIRST_ADMIN.username, FIRST_ADMIN.password, '/admin/staff')
    await expect(console.row(FIRST_ADMIN.username)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '新建员工' }).click()
    await expect(console.dialog('新建员工')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')

    await console.open('操作日志')
    await expect(console.row('登录后台').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await console.open('题库导入')
    expect(await seriousViolations(page)).toEqual([])
    await console.open('直播管理')
    await expect(console.row('直播').nth(1)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await console.open('课程管理')
    await expect(console.row('已发布').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '新建课程' }).click()
    await expect(console.dialog('新建课程')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await console.row('已发布').first().getByRole('button').first().click()
    await expect(page.getByRole('heading', { level: 1, name: /^编辑课程：/ })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '添加课时' }).click()
    await expect(console.dialog('添加课时')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await console.open('商品管理')
    await expect(console.row('精品课程').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '新建商品' }).click()
    await expect(console.dialog('新建商品')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await console.open('班级管理')
    await expect(console.row('班').nth(1)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await console.open('首页轮播')
    await expect(page.getByRole('img').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await console.open('首页导航与推荐')
    await expect(page.getByRole('button', { name: '保存推荐' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await console.open('题库目录')
    await expect(console.row('第一章').first()).toBeVisible()
    await page.locator('.ant-table-row-expand-icon').first().click()
    await expect(page.getByRole('button', { name: '添加知识点' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('button', { name: '新建科目' }).click()
    await expect(console.dialog('新建科目')).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await console.open('工作台')
    expect(await seriousViolations(page)).toEqual([])
  })
})
