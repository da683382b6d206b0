import type { Locator, Page } from '@playwright/test'
import { ROUTE_TABLE, type RouteDef, type RouteName } from '@common/constants/route-table'
import { bankLearner, openPaper, press } from './pages/attempt-page'
import { expect, test } from './fixtures'
import { publicUrl } from './support/route-samples'
import {
  FIRST_LOAD_BUDGET_KB,
  FIRST_LOAD_PAGES,
  firstLoadAssets,
  gzipBytes,
} from '../support/first-load'

// Issue 27's measured limits: nothing wider than a 320 px phone on any route, every control
// at least 24 × 24 px (WCAG 2.2 target size), primary controls at least 44 px high, and each
// main page's first load within its budget (bench:bundle prints the figures).

/** Boxes reaching past the screen's right edge that no scrolling or clipping box holds. */
function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate((edge) => {
    const found: string[] = []
    // Taro's page box clips sideways: it is the screen here, not a box that holds content.
    const held = (element: Element) => {
      for (
        let box = element.parentElement;
        box && !box.classList.contains('taro_page');
        box = box.parentElement
      ) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(box).overflowX))
          return true
      }
      return false
    }
    document.querySelectorAll('body *').forEach((element) => {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && box.right > edge + 1 && !held(element)) {
        found.push(`${element.className.toString().slice(0, 60)} → ${Math.round(box.right)}px`)
      }
    })
    if (document.documentElement.scrollWidth > edge) found.push('the page scrolls sideways')
    return found.slice(0, 5)
  }, width)
}

/** Visible buttons, links, tabs and choices smaller than 24 × 24 px. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const selector =
      'a[href], button, [role="button"], [role="link"], [role="tab"], [role="radio"], [role="checkbox"]'
    document.querySelectorAll(selector).forEach((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) return
      if (box.width < 24 || box.height < 24) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
        found.push(`"${name.slice(0, 16)}" ${Math.round(box.width)}×${Math.round(box.height)}`)
      }
    })
    return found
  })
}

async function expectTall(control: Locator): Promise<void> {
  const box = await control.boundingBox()
  expect(box?.height ?? 0, await control.innerText()).toBeGreaterThanOrEqual(44)
}

test('nothing on any route is wider than a 320 px screen', async ({ page, login, shell }) => {
  test.setTimeout(180_000)
  await login('窄屏检查')
  await page.setViewportSize({ width: 320, height: 640 })
  const wide: Record<string, string[]> = {}
  for (const [name, route] of Object.entries(ROUTE_TABLE) as [RouteName, RouteDef][]) {
    const url = publicUrl(name, route)
    await page.goto(url)
    await expect(shell.heading).toBeVisible()
    const found = await overflowing(page, 320)
    if (found.length > 0) wide[url] = found
  }
  expect(wide).toEqual({})
})

test('every control on the main screens is at least 24 × 24 px', async ({ page, login, shell }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/login')
  await expect(shell.heading).toHaveText('登录')
  const small: Record<string, string[]> = {}
  const login1 = await smallTargets(page)
  if (login1.length > 0) small['/login'] = login1
  await login('目标检查')
  for (const path of [
    '/home',
    '/course',
    '/test',
    '/live',
    '/user',
    '/user/points',
    '/study/course/101',
    '/goodsStore',
  ]) {
    await page.goto(path)
    await expect(shell.heading).toBeVisible()
    await page.waitForLoadState('networkidle')
    const found = await smallTargets(page)
    if (found.length > 0) small[path] = found
  }
  expect(small).toEqual({})
})

test('the exam bars and the submit dialog have 44 px controls', async ({
  page,
  login,
  database,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const { paper } = await bankLearner({ login, database }, '按钮高度', {
    examId: 5617,
    subject: '初级会计实务',
    kind: 'mock',
  })
  await openPaper(page, paper.id, 'exam')
  for (const name of ['答题卡', '交卷', '上一题', '标记', '下一题']) {
    await expectTall(page.locator('.nut-button').filter({ hasText: new RegExp(`^${name}$`) }))
  }
  await press(page, '交卷')
  await expect(page.getByText(/确定交卷吗/)).toBeVisible()
  for (const button of await page
    .locator('.nut-dialog .nut-button')
    .filter({ visible: true })
    .all()) {
    await expectTall(button)
  }
})

test('立即购买, 提交订单 and 立即支付 are 44 px high', async ({ page, login, catalogue }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login('购买按钮高度')
  const paid = await catalogue.paidCourse()
  await page.goto(`/study/course/${paid.id}`)
  await expectTall(page.locator('.nut-button').filter({ hasText: /^立即购买$/ }))
  await page.goto(`/order/confirm/id/${paid.id}/type/course`)
  const submit = page.locator('.nut-button').filter({ hasText: /^提交订单$/ })
  await expectTall(submit)
  await submit.click()
  await expect(page).toHaveURL(/\/order\/place\//)
  await expectTall(page.locator('.nut-button').filter({ hasText: /^立即支付/ }))
})

for (const address of FIRST_LOAD_PAGES) {
  test(`${address} loads at most ${FIRST_LOAD_BUDGET_KB} KB of JS and CSS, gzipped`, async ({
    page,
  }) => {
    const assets = await firstLoadAssets(page, address)
    const files = assets.map((a) => `${a.file} ${(a.gzip / 1024).toFixed(1)} KB`).join(', ')
    expect(assets.length).toBeGreaterThan(2)
    expect(gzipBytes(assets) / 1024, files).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
  })
}
