import type { LiveDetail } from '@common/contracts/lives'
import { expect, test } from './fixtures'
import { AppDialog } from './pages/app-dialog'

// Learners are in China: the lives' times are China times.
test.use({ timezoneId: 'Asia/Shanghai' })

const onNowPaid = (live: LiveDetail) => live.state === 'live' && live.free === '0'
const hoursUntil = (chinaTime: string) =>
  (Date.parse(`${chinaTime.replace(' ', 'T')}+08:00`) - Date.now()) / 3_600_000
const threeHoursAwayPaid = (live: LiveDetail) =>
  live.state === 'scheduled' &&
  live.free === '0' &&
  hoursUntil(live.start_time) > 2 &&
  hoursUntil(live.start_time) < 4
const freeReplay = (live: LiveDetail) => live.state === 'replayReady' && live.free === '1'

type Fixtures = Parameters<Parameters<typeof test>[2]>[0]

/** A learner logged in in the browser who bought the live's course, activated or not. */
async function learnerOf(
  { login, database }: Pick<Fixtures, 'login' | 'database'>,
  live: LiveDetail,
  activated: boolean,
): Promise<void> {
  const learner = await login(activated ? '直播学员' : '待激活学员')
  await database.enrol(learner.userId, 'course', live.courseId, { activated })
}

test.describe('live classes', () => {
  test('a learner with the course opens the live on now from home and from the join link, and it plays inline', async ({
    page,
    livePage,
    catalogue,
    database,
    login,
  }) => {
    const live = await catalogue.live('a paid live on now', onNowPaid)
    await learnerOf({ login, database }, live, true)

    await livePage.tapOnHome(live.lessonTitle)
    await expect(page).toHaveURL(new RegExp(`/study/live/${live.courseId}\\?live=${live.id}$`))
    await expect(livePage.liveBadge).toBeVisible()
    await livePage.playsInline()

    await livePage.openJoinLink(live.id)
    await expect(livePage.liveBadge).toBeVisible()
    await livePage.playsInline()
  })

  test('a visitor tapping a paid live gets the register/buy dialog', async ({
    page,
    livePage,
    catalogue,
  }) => {
    const live = await catalogue.live('a paid live on now', onNowPaid)
    await livePage.tapOnHome(live.lessonTitle)
    const dialog = new AppDialog(page)
    await expect(dialog.box.getByText('立即购买', { exact: true }).first()).toBeVisible()
    await expect(dialog.box.getByRole('textbox', { name: '手机号', exact: true })).toBeVisible()
    // It names the live's course, the live and the price, as every paywall does.
    await expect(dialog.box.getByText(live.courseTitle, { exact: true })).toBeVisible()
    await expect(dialog.box.getByText(`直播：${live.lessonTitle}`)).toBeVisible()
    await expect(dialog.box.getByText(/^¥\d+\.\d{2}( 起)?$/)).toBeVisible()
    await expect(page).toHaveURL(/\/home$/)

    // The shared join link: the same dialog opens by itself over the live's livePage.
    await livePage.openJoinLink(live.id)
    await expect(dialog.box.getByText('立即购买', { exact: true }).first()).toBeVisible()
    await expect(page.locator('.live-room__screen').filter({ visible: true })).toHaveText(
      '登录后即可观看直播',
    )
  })

  test('a learner without the course is sent to the goods that sell it', async ({
    page,
    livePage,
    catalogue,
    login,
  }) => {
    const live = await catalogue.live('a paid live on now', onNowPaid)
    await login('未购学员')
    await livePage.tapOnHome(live.lessonTitle)
    await expect(page).toHaveURL(new RegExp(`/goodsBuy/${live.courseId}$`))
    // The page says which live led here.
    await expect(page.getByRole('note')).toContainText(`直播：${live.lessonTitle}`)
    await expect(page.getByRole('note')).toContainText(`《${live.courseTitle}》`)
  })

  test('a learner who bought but did not activate activates, then watches', async ({
    page,
    shell,
    livePage,
    catalogue,
    database,
    login,
  }) => {
    const live = await catalogue.live('a paid live on now', onNowPaid)
    await learnerOf({ login, database }, live, false)
    await livePage.tapOnHome(live.lessonTitle)
    const dialog = new AppDialog(page)
    await expect(dialog.text('是否激活')).toBeVisible()
    await dialog.press('立即激活')
    // The toast stays on the page it was shown on, which hides when the live opens.
    await expect(shell.toast('激活成功').first()).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`/study/live/${live.courseId}\\?live=${live.id}$`))
    await livePage.playsInline()
  })

  test('a live 3 hours away gives the notice, and its page counts down with 提醒我', async ({
    page,
    livePage,
    catalogue,
    database,
    login,
  }) => {
    const live = await catalogue.live('a paid live 3 hours away', threeHoursAwayPaid)
    await learnerOf({ login, database }, live, true)
    await livePage.tapOnHome(live.lessonTitle)
    // The notice: how long until the start, in days and hours; the page stays.
    await expect(page.getByText(/^距离直播开始还有：0天[23]小时$/)).toBeVisible()
    await expect(page).toHaveURL(/\/home$/)
    await livePage.openJoinLink(live.id)
    await expect(livePage.screen).toContainText(/距离直播开始还有：0天[23]小时/)
    await expect(livePage.video).toHaveCount(0)
    const remind = page.getByRole('link', { name: '提醒我：把直播加入手机日历' })
    await expect(remind).toHaveAttribute('href', `/api/home/liveCalendar/${live.id}`)
    const calendar = await page.request.get(`/api/home/liveCalendar/${live.id}`)
    expect(calendar.headers()['content-type']).toMatch(/^text\/calendar/)
    const ics = await calendar.text()
    expect(ics).toContain('BEGIN:VEVENT')
    expect(ics).toContain(`/new/home/webcast/join/id/${live.id}`)
  })

  test('an ended live plays its replay at the speed chosen, and one whose replay is being made says so', async ({
    page,
    livePage,
    catalogue,
    database,
    login,
  }) => {
    const replay = await catalogue.live('a free live with its replay ready', freeReplay)
    await livePage.openCourse(replay.courseId, replay.id)
    await expect(page.getByText('回放', { exact: true }).filter({ visible: true })).toBeVisible()
    await livePage.playsInline()
    await page.getByRole('radio', { name: '1.5x' }).filter({ visible: true }).click()
    await expect
      .poll(() => livePage.video.evaluate((element: HTMLVideoElement) => element.playbackRate))
      .toBe(1.5)

    const making = await catalogue.live('an ended live', (live) => live.state === 'ended')
    await learnerOf({ login, database }, making, true)
    await livePage.openJoinLink(making.id)
    await expect(livePage.screen).toHaveText('回放生成中，请稍后再来')
    await expect(livePage.video).toHaveCount(0)
  })
})
