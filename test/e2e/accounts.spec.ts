import { expect, test, type AppShell } from './fixtures'
import type { Page } from '@playwright/test'

const MOBILE = '13912345678'

/** The code the development SMS adapter sent to a number, as a tester reads it. */
async function readCode(page: Page, mobile: string): Promise<string> {
  const response = await page.request.get(`/api/dev/sms/latest?mobile=${mobile}`)
  const body = (await response.json()) as { result: { code: string } }
  return body.result.code
}

/** Asks for a code and reads it from the dev outbox once the button counts down. */
async function sendCode(shell: AppShell, mobile: string): Promise<string> {
  const { page } = shell
  const sent = page.waitForResponse(
    (response) => response.request().method() === 'POST' && /send/i.test(response.url()),
  )
  await shell.button('获取验证码').click()
  await sent
  await expect(shell.button('\\d+秒后重新获取')).toBeVisible()
  return readCode(page, mobile)
}

async function expectToast(page: Page, text: string) {
  await expect(page.locator('.nut-toast').getByText(text)).toBeVisible()
}

async function openFromProfile(shell: AppShell, label: string, heading: string) {
  await shell.page.locator('.menu-list__item', { hasText: label }).click()
  await expect(shell.heading).toHaveText(heading)
}

test('a learner registers by SMS code, edits the profile and address, logs out, resets the password and logs in by password', async ({
  shell,
  page,
  skipResendWait,
}) => {
  // A whole account's life in one test: about 20 s on a quiet machine, more under load.
  test.setTimeout(60_000)
  // A guarded route sends the visitor to login, and from there to registration.
  await page.goto('/user/profile')
  await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Fprofile$/)
  await page.getByRole('link', { name: '注册新账号' }).click()
  await expect(page).toHaveURL(/\/login\/register\?returnurl=%2Fuser%2Fprofile$/)

  await shell.input('请输入手机号').fill(MOBILE)
  const code = await sendCode(shell, MOBILE)
  await shell.input('请输入验证码').fill(code)
  await shell.button('注册').click()
  await expect(page).toHaveURL(/\/user\/profile$/)
  await expect(shell.heading).toHaveText('个人资料')
  await expect(page.locator('.menu-list__item', { hasText: '手机号码' })).toContainText(MOBILE)

  // Nickname.
  await openFromProfile(shell, '昵称', '昵称')
  await shell.input('请输入昵称').fill('备考小林')
  await shell.button('保存').click()
  await expectToast(page, '保存成功')
  await expect(shell.heading).toHaveText('个人资料')
  await expect(page.locator('.menu-list__item', { hasText: '昵称' })).toContainText('备考小林')

  // Address through the pickers.
  await openFromProfile(shell, '收货地址', '收货地址')
  await shell.button('新增收货地址').click()
  await expect(shell.heading).toHaveText('新增收货地址')
  await shell.input('请填写收货人姓名').fill('林晓')
  await shell.input('请填写手机号码').fill(MOBILE)
  await shell.input('请填写QQ号码').fill('2850416618')
  await page.getByText('请选择省/市/区').click()
  const pick = (name: string) =>
    page.locator('.nut-cascader-item-title:visible', { hasText: new RegExp(`^${name}$`) }).click()
  await pick('广东省')
  await pick('深圳市')
  await pick('南山区')
  await expect(page.getByText('广东省 深圳市 南山区')).toBeVisible()
  await shell.input('请如实填写详细的街道、门牌号、楼层和房间号').fill('科技园南区8栋1201')
  await shell.button('保存').click()
  await expectToast(page, '保存成功')
  await expect(shell.heading).toHaveText('收货地址')
  await expect(page.locator('.address-card')).toContainText(
    '广东省 深圳市 南山区 科技园南区8栋1201',
  )

  // Log out from the settings.
  await shell.open('/user/setting')
  await shell.button('退出登录').click()
  await shell.button('退出').click()
  await expect(page).toHaveURL(/\/user$/)
  await expect(page.getByRole('link', { name: '登录 / 注册' })).toBeVisible()

  // A guarded route now sends the learner to login again.
  await page.goto('/user/order')
  await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Forder$/)

  // Forgotten password: reset it by SMS code.
  await page.getByText('忘记密码？').click()
  await expect(shell.heading).toHaveText('找回密码')
  await shell.input('请输入注册手机号').fill(MOBILE)
  await skipResendWait(MOBILE)
  const resetCode = await sendCode(shell, MOBILE)
  await shell.input('请输入验证码').fill(resetCode)
  await shell.input('6-16位字母、数字或下划线').fill('kuaiji_2027')
  await shell.input('请再次输入新密码').fill('kuaiji_2027')
  await shell.button('重置密码').click()
  await expectToast(page, '密码已重置')

  // Log in by password and land where the learner was going.
  await page.locator('.nut-tabs-titles-item:visible', { hasText: '密码登录' }).click()
  await shell.input('请输入用户名或手机号').fill(MOBILE)
  await shell.input('请输入密码').fill('kuaiji_2027')
  await shell.button('登录').click()
  await expect(page).toHaveURL(/\/user\/order$/)
  await expect(shell.heading).toHaveText('我的订单')
  await shell.open('/user')
  await expect(page.getByText('备考小林')).toBeVisible()
})

test('a login error longer than 15 characters shows the 密码格式错误 alert', async ({
  shell,
  page,
}) => {
  await shell.open('/login')
  await page.locator('.nut-tabs-titles-item:visible', { hasText: '密码登录' }).click()
  await shell.input('请输入用户名或手机号').fill('13900000000')
  await shell.input('请输入密码').fill('abc')
  await shell.button('登录').click()
  const dialog = page.locator('.nut-dialog')
  await expect(dialog).toContainText('密码格式错误')
  await expect(dialog).toContainText('密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)')
  await shell.button('知道啦~').click()
  await expect(dialog).toBeHidden()
})

test('a returnurl to another site is ignored', async ({ shell, page }) => {
  await shell.open('/login?returnurl=https%3A%2F%2Fevil.example%2F')
  await expect(page.getByRole('link', { name: '注册新账号' })).toHaveAttribute(
    'href',
    '/login/register?returnurl=%2Fuser',
  )
})
