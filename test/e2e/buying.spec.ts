import { CONSENT_VERSION } from '@common/constants/consent'
import { expect, test } from './fixtures'
import { press } from './pages/attempt-page'

/** A mobile number no other test uses (the dev SMS outbox is per number). */
const mobile = () => `136${String(Date.now()).slice(-8)}`

test.describe('buying', () => {
  test('a visitor buys a paid course: the register/buy dialog, confirm, the dev cashier, then a paid lesson', async ({
    page,
    catalogue,
    coursePage,
    lessonPage,
    shell,
    database,
  }) => {
    const paid = await catalogue.paidCourse()
    const paidLesson = (await catalogue.lessonsOf(paid.id)).find((lesson) => lesson.free !== 1)
    if (!paidLesson) throw new Error(`course ${paid.id} has no paid lesson`)
    await coursePage.open(paid.id)
    await coursePage.buyButton.click()

    // The register/buy dialog, not a page change.
    const dialog = page.locator('.nut-dialog').filter({ visible: true })
    await expect(dialog.getByText('立即购买', { exact: true }).first()).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}$`))
    // It names the course and its price, and sends nothing before the consent is ticked.
    await expect(dialog.getByText(paid.title, { exact: true })).toBeVisible()
    await expect(dialog.getByText(`¥${paid.discountPrice.toFixed(2)}`)).toBeVisible()
    const number = mobile()
    await dialog.getByRole('textbox', { name: '手机号', exact: true }).fill(number)
    const send = dialog.getByRole('button', { name: '获取验证码' })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await dialog.getByRole('link', { name: '《用户协议》' }).click()
    await expect(page).toHaveURL(/\/user\/agreement$/)
    await expect(page.getByRole('heading', { name: '一、协议的范围' })).toBeVisible()
    await expect(page.getByText(/欢迎使用.+在线学习平台/).first()).toBeVisible()
    await page.goBack()
    await expect(dialog.getByText(paid.title, { exact: true })).toBeVisible()
    const consent = dialog.getByRole('checkbox', { name: '同意用户协议和隐私政策' })
    await consent.click()
    await expect(consent).toHaveAttribute('aria-checked', 'true')
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /send/i.test(r.url()),
    )
    await send.click()
    await sent
    const outbox = await page.request.get(`/api/dev/sms/latest?mobile=${number}`)
    const { result } = (await outbox.json()) as { result: { code: string } }
    await dialog.getByRole('textbox', { name: '验证码', exact: true }).fill(result.code)
    await dialog
      .locator('.nut-button')
      .filter({ hasText: /^立即购买$/ })
      .click()

    // Logged in, the purchase goes on: confirm with the server's price.
    await expect(page).toHaveURL(new RegExp(`/order/confirm/id/${paid.id}/type/course`))
    expect((await database.consentsOf(number)).map((row) => row.version)).toEqual([CONSENT_VERSION])
    const price = `¥${paid.discountPrice.toFixed(2)}`
    await expect(page.getByText(price).filter({ visible: true }).first()).toBeVisible()
    await press(page, '提交订单')
    await expect(page).toHaveURL(/\/order\/place\/\d{8}[0-9a-f]{20}$/)
    const orderId = page.url().split('/').pop() as string
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('待支付')
    const authorized = page.waitForRequest(/\/api\/wechat\/oauth\/callback\?code=/)
    await press(page, `立即支付 ${price}`)

    // Inside WeChat: first the silent 网页授权 for the payer's openid, back, and paying goes on
    // to the development cashier; then back to the order, paid.
    await authorized
    await expect(page).toHaveURL(new RegExp(`/api/dev/pay/cashier/${orderId}$`))
    expect(await database.openidOf(number)).toMatch(/^o[\w-]{27}$/)
    await expect(page.getByText(price)).toBeVisible()
    await page.getByRole('button', { name: '确认支付' }).click()
    await expect(page).toHaveURL(new RegExp(`/order/place/${orderId}$`))
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('支付成功')
    await press(page, '去学习')

    // Bought, then activated (spec §4), a paid lesson plays.
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}$`))
    await coursePage.lesson(paidLesson.lessonTitle).click()
    await coursePage.dialog.press('立即激活')
    await expect(shell.toast('激活成功').first()).toBeAttached()
    await expect(page).toHaveURL(new RegExp(`/study/course/${paid.id}/lesson/${paidLesson.id}$`))
    await expect(lessonPage.video).toHaveAttribute('src', `/media/lesson/${paidLesson.id}`)

    // The order shows as paid in the learner's orders, with its detail.
    await page.goto('/user/order')
    const card = page.getByRole('link', { name: new RegExp(`^订单详情：${paid.title}，已支付`) })
    await expect(card).toBeVisible()
    await card.click()
    await expect(page).toHaveURL(new RegExp(`/user/order/detail/${orderId}$`))
    await expect(page.getByText(orderId).filter({ visible: true })).toBeVisible()
    await expect(page.getByText(price).filter({ visible: true }).first()).toBeVisible()
  })

  test('a book order takes the address, and its logistics show once shipped', async ({
    page,
    login,
    database,
  }) => {
    await login('买书学员')
    const book = await page.request.get('/api/home/study/getGoodsTypes')
    const goods = (
      (await book.json()).result as { goods: { id: number; title: string; ships: boolean }[] }[]
    )
      .flatMap((type) => type.goods)
      .find((item) => item.ships)
    if (!goods) throw new Error('the seed has no book')
    await page.goto(`/order/confirm/id/${goods.id}/type/goods`)
    await expect(page.getByLabel('收货地址')).toBeVisible()
    await page.request.post('/knew/home/User/address', {
      form: {
        name: '王五',
        mobile: '13712345678',
        qq: '123456',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        detail: '科技园南区8栋1201',
      },
    })
    await page.reload()
    await expect(page.getByText('科技园南区8栋1201', { exact: false })).toBeVisible()
    await press(page, '提交订单')
    await expect(page).toHaveURL(/\/order\/place\//)
    const orderId = page.url().split('/').pop() as string
    await page.request.post(`/api/dev/pay/${orderId}/succeed`)
    await database.ship(orderId, ['【深圳市】中通快递 已揽收', '【深圳转运中心】已发出'])

    await page.goto('/user/express')
    await page
      .getByRole('link', { name: new RegExp(goods.title) })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/user/order/express/${orderId}$`))
    const steps = page.getByRole('list', { name: '物流轨迹' }).getByRole('listitem')
    await expect(steps.first()).toContainText('【深圳转运中心】已发出')
    await expect(steps.nth(1)).toContainText('【深圳市】中通快递 已揽收')
    await expect(page.getByText(/运单编号：78312456098299/)).toBeVisible()
  })

  test('我的订单 shows an order paid elsewhere when the learner comes back to it', async ({
    page,
    catalogue,
    login,
    shell,
  }) => {
    await login('回看订单学员')
    const courses = (await catalogue.courses()).filter((course) => course.discountPrice > 0)
    const place = async (gid: number) => {
      const answer = await page.request.post('/new/home/buy/orders', {
        form: { type: 'course', gid },
      })
      return ((await answer.json()) as { result: { orderId: string } }).result.orderId
    }
    const first = await place(courses[0].id)
    const second = await place(courses[1].id)

    await page.goto('/user/order')
    const cardOf = (title: string) =>
      page.getByRole('link', { name: new RegExp(`^订单详情：${title}，`) })
    await expect(cardOf(courses[0].title)).toContainText('待支付')
    // On the second order's page, the first is paid (another device, the WeChat cashier).
    await cardOf(courses[1].title).click()
    await expect(page).toHaveURL(new RegExp(`/user/order/detail/${second}$`))
    await expect(shell.heading).toHaveText('订单详情')
    await page.request.post(`/api/dev/pay/${first}/succeed`)
    await page.goBack()
    await expect(page).toHaveURL(/\/user\/order$/)
    await expect(cardOf(courses[0].title)).toContainText('已支付')
    await expect(cardOf(courses[1].title)).toContainText('待支付')
  })

  test('an unpaid order is cancelled from its page', async ({ page, catalogue, login }) => {
    await login('取消订单学员')
    const paid = await catalogue.paidCourse()
    await page.goto(`/order/confirm/id/${paid.id}/type/course`)
    await press(page, '提交订单')
    await expect(page).toHaveURL(/\/order\/place\//)
    await press(page, '取消订单')
    const dialog = page.locator('.nut-dialog').filter({ visible: true })
    await expect(dialog.getByText('确定取消该订单吗？')).toBeVisible()
    await dialog
      .locator('.nut-button')
      .filter({ hasText: /^取消订单$/ })
      .click()
    await expect(page.getByRole('status', { name: '订单状态' })).toContainText('已取消')
    await expect(page.locator('.nut-button').filter({ hasText: /^重新下单$/ })).toBeVisible()
  })
})
