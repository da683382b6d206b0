import { expect, test } from './fixtures'

const MOBILE = '13912345678'

test('a learner registers by SMS code, edits the profile and address, logs out, resets the password and logs in by password', async ({
  shell,
  page,
  database,
  loginPage,
  registerPage,
  profilePage,
  infoEditPage,
  addressPage,
  settingPage,
  userCentre,
}) => {
  // A whole account's life in one test: about 20 s on a quiet machine, more under load.
  test.setTimeout(60_000)
  // A guarded route sends the visitor to login, and from there to registration.
  await page.goto('/user/profile')
  await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Fprofile$/)
  await loginPage.registerLink.click()
  await expect(page).toHaveURL(/\/login\/register\?returnurl=%2Fuser%2Fprofile$/)

  await registerPage.registerWithCode(MOBILE)
  await expect(page).toHaveURL(/\/user\/profile$/)
  await expect(shell.heading).toHaveText('个人资料')
  await expect(profilePage.item('手机号码')).toContainText(MOBILE)

  // Nickname.
  await profilePage.edit('昵称', '昵称')
  await infoEditPage.save('昵称', '备考小林')
  await expect(shell.toast('保存成功')).toBeVisible()
  await expect(shell.heading).toHaveText('个人资料')
  await expect(profilePage.item('昵称')).toContainText('备考小林')

  // Address through the pickers.
  await profilePage.edit('收货地址', '收货地址')
  await addressPage.addButton.click()
  await expect(shell.heading).toHaveText('新增收货地址')
  await addressPage.fill({
    name: '林晓',
    mobile: MOBILE,
    qq: '2850416618',
    region: ['广东省', '深圳市', '南山区'],
    detail: '科技园南区8栋1201',
  })
  await expect(addressPage.text('广东省 深圳市 南山区')).toBeVisible()
  await addressPage.saveButton.click()
  await expect(shell.toast('保存成功')).toBeVisible()
  await expect(shell.heading).toHaveText('收货地址')
  await expect(addressPage.text('广东省 深圳市 南山区 科技园南区8栋1201')).toBeVisible()

  // Log out from the settings.
  await settingPage.open()
  await settingPage.logout()
  await expect(page).toHaveURL(/\/user$/)
  await expect(userCentre.loginLink).toBeVisible()

  // A guarded route now sends the learner to login again.
  await page.goto('/user/order')
  await expect(page).toHaveURL(/\/login\?returnurl=%2Fuser%2Forder$/)

  // Forgotten password: reset it by SMS code.
  await loginPage.forgotPassword.click()
  await expect(shell.heading).toHaveText('找回密码')
  await database.skipResendWait(MOBILE)
  await loginPage.resetPassword(MOBILE, 'kuaiji_2027')
  await expect(shell.toast('密码已重置')).toBeVisible()

  // Log in by password and land where the learner was going.
  await loginPage.loginWithPassword(MOBILE, 'kuaiji_2027')
  await expect(page).toHaveURL(/\/user\/order$/)
  await expect(shell.heading).toHaveText('我的订单')
  await userCentre.open()
  await expect(userCentre.learner('备考小林')).toBeVisible()
})

test('a login error longer than 15 characters shows the 密码格式错误 alert', async ({
  loginPage,
}) => {
  await loginPage.open()
  await loginPage.loginWithPassword('13900000000', 'abc')
  const { dialog } = loginPage
  await expect(dialog.box).toContainText('密码格式错误')
  await expect(dialog.box).toContainText('密码格式错误(长度在6~16之间，只能包含字母、数字和下划线)')
  await dialog.press('知道啦~')
  await expect(dialog.box).toBeHidden()
})

test('a returnurl to another site is ignored', async ({ loginPage }) => {
  await loginPage.open('?returnurl=https%3A%2F%2Fevil.example%2F')
  await expect(loginPage.registerLink).toHaveAttribute('href', '/login/register?returnurl=%2Fuser')
})

test('registering by password needs the SMS code sent to the number', async ({
  page,
  shell,
  registerPage,
  loginPage,
  userCentre,
}) => {
  const mobile = '13912340025'
  await page.goto('/login/register')
  await expect(registerPage.heading).toBeVisible()
  await registerPage.tab('密码注册').click()
  // The password panel is up (its fields replace the code panel's) before anything is typed.
  await expect(registerPage.password).toBeVisible()
  // Without the code nothing is sent.
  await registerPage.smsCode.mobile.fill(mobile)
  await expect(registerPage.smsCode.mobile).toHaveValue(mobile)
  await registerPage.password.fill('kuaiji_2027')
  await registerPage.confirmPassword.fill('kuaiji_2027')
  await registerPage.smsCode.agree()
  await registerPage.registerButton.click()
  await expect(shell.toast('请填写验证码')).toBeVisible()

  await registerPage.smsCode.enterCodeSentTo(mobile)
  await registerPage.registerButton.click()
  await expect(page).toHaveURL(/\/user$/)
  await expect(userCentre.learner('学员0025')).toBeVisible()

  // The password works from now on.
  await page.context().clearCookies()
  await loginPage.open()
  await loginPage.loginWithPassword(mobile, 'kuaiji_2027')
  await expect(page).toHaveURL(/\/user$/)
  await expect(userCentre.learner('学员0025')).toBeVisible()
})
