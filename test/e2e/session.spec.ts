import { expect, test } from './fixtures'

test.describe('an ended session', () => {
  test('a session ended on the server sends the learner from a guarded page to login, logged out', async ({
    shell,
    page,
    login,
    database,
    settingPage,
    loginPage,
    userCentre,
  }) => {
    const { userId } = await login('会话结束学员')
    await settingPage.open()
    await expect(settingPage.logoutButton).toBeVisible()

    // Logged out elsewhere: the cookie no longer names a session on the server.
    await database.endSessionsOf(userId)
    const refused = page.waitForResponse((response) => response.status() === 401)
    await page.reload()
    await refused
    // spec §2: the page asked for comes back as returnurl (stores/session-policy.ts).
    await expect(page).toHaveURL('/login?returnurl=%2Fuser%2Fsetting')
    await expect(shell.heading).toHaveText('登录')
    await expect(loginPage.loginButton).toBeVisible()

    // The app forgot the learner: the user centre, reached without a reload, offers a login.
    await shell.homeLink.click()
    await expect(page).toHaveURL(/\/home$/)
    await shell.switchTab('我的', '/user')
    await expect(userCentre.loginLink).toBeVisible()
  })
})
