import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ConsolePage } from './pages/console-page'
import { FIRST_ADMIN, staffUsername } from './support/console-accounts'

// The console is a desktop tool: a desktop browser's window, mouse and user agent.
test.use({
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36',
})

const PASSWORD = 'Content2026x'

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
    await expect(console.menu().getByRole('menuitem')).toHaveText(['工作台'])

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

  test('has no serious or critical accessibility violation on its pages', async ({ page }) => {
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
    await console.open('工作台')
    expect(await seriousViolations(page)).toEqual([])
  })
})
