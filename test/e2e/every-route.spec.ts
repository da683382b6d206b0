import { ROUTE_TABLE, type RouteDef, type RouteName } from '@common/constants/route-table'
import { expect, test } from './fixtures'
import { publicUrl } from './support/route-samples'

/** The heading a learner sees on each route (tab pages and parameter-derived titles aside). */
function expectedHeading(name: RouteName, route: RouteDef): string {
  if (name === 'home') return '恒达会计网校'
  if (name === 'freeList') return '复习资料'
  return route.title
}

const ROUTES = Object.entries(ROUTE_TABLE) as [RouteName, RouteDef][]

test.describe('every route of the table opens by its public path', () => {
  for (const [name, route] of ROUTES.filter(([, def]) => !def.loginRequired)) {
    test(`${route.path} (${name})`, async ({ shell, page }) => {
      const url = publicUrl(name, route)
      await shell.open(url)
      // spec §2: the bank home's short forms are completed to exam and subject.
      const completed = ['testHomeByExam', 'testHomeBySubject'].includes(name)
        ? '/test/home/exam/5617/subject/1'
        : url
      await expect(page).toHaveURL(
        new RegExp(`${completed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      )
      await expect(shell.heading).toHaveText(expectedHeading(name, route))
    })
  }

  for (const [name, route] of ROUTES.filter(([, def]) => def.loginRequired)) {
    test(`${route.path} (${name}) asks a visitor to log in`, async ({ page }) => {
      const url = publicUrl(name, route)
      await page.goto(url)
      await expect(page).toHaveURL(`/login?returnurl=${encodeURIComponent(url)}`)
    })
  }

  for (const [name, route] of ROUTES.filter(([, def]) => def.loginRequired)) {
    test(`${route.path} (${name}) opens for a learner`, async ({ shell, login }) => {
      await login('路由检查')
      await shell.open(publicUrl(name, route))
      await expect(shell.heading).toHaveText(route.title)
    })
  }
})
