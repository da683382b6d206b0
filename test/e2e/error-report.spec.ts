import { CLIENT_ERRORS_PATH } from '@common/constants/api-paths'
import { expect, test } from './fixtures'

const COURSE_INFO = '/knew/pc/course/info/courseId/1'

test.describe('the error report', () => {
  test('a 504 of a call is reported with its path and status, and no personal data (spec §8)', async ({
    page,
    login,
    coursePage,
  }) => {
    const learner = await login('报错学员')
    await page.route(`**${COURSE_INFO}`, (route) => route.fulfill({ status: 504, body: '' }))
    const reported = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && new URL(request.url()).pathname === CLIENT_ERRORS_PATH,
    )
    await coursePage.open(1)
    await expect(coursePage.loadError('网络出错,请检测您的网络是否良好')).toBeVisible()

    const request = await reported
    const report = Object.fromEntries(new URLSearchParams(request.postData() ?? ''))
    expect(report).toMatchObject({
      kind: 'server',
      status: '504',
      call: COURSE_INFO,
      route: '/study/course/1',
    })
    const sent = Object.values(report).join('\n')
    expect(sent).not.toContain(learner.mobile)
    expect(sent).not.toContain(learner.nickname)
    expect((await request.response())?.ok()).toBe(true)
  })
})
