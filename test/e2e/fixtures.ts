import { test as base, expect } from '@playwright/test'
import { AppShell } from './pages/app-shell'
import { BankHomePage } from './pages/bank-home-page'
import { ClassRoomPage } from './pages/class-room-page'
import { CourseDetailPage } from './pages/course-detail-page'
import { FirstView } from './pages/first-view'
import { FreeListPage } from './pages/free-list-page'
import { GoodsBuyPage } from './pages/goods-buy-page'
import { GoodsStorePage } from './pages/goods-store-page'
import { HomePage } from './pages/home-page'
import { InfoEditPage } from './pages/info-edit-page'
import { LessonPage } from './pages/lesson-page'
import { LivePage } from './pages/live-page'
import { LoginPage } from './pages/login-page'
import { NotFoundPage } from './pages/not-found-page'
import { ProfilePage } from './pages/profile-page'
import { RegisterPage } from './pages/register-page'
import { SearchPage } from './pages/search-page'
import { SettingPage } from './pages/setting-page'
import { AddressPage } from './pages/address-page'
import { UserCentrePage } from './pages/user-centre-page'
import { CatalogueApi } from './support/catalogue-api'
import { SecurityPolicyWatch } from './support/security-policy-watch'
import { TestDatabase, type Learner } from './support/database'
import { installWxStub } from './support/wx-stub'

/** Set by global-setup.ts, which starts the server for the whole run. */
function fromSetup(name: 'E2E_BASE_URL' | 'E2E_SQLITE_FILE'): string {
  const value = process.env[name]
  if (!value) throw new Error(`${name} is not set: the global setup did not start the server`)
  return value
}

interface Pages {
  shell: AppShell
  bankHome: BankHomePage
  homePage: HomePage
  firstView: FirstView
  searchPage: SearchPage
  freeListPage: FreeListPage
  goodsStorePage: GoodsStorePage
  goodsBuyPage: GoodsBuyPage
  coursePage: CourseDetailPage
  lessonPage: LessonPage
  livePage: LivePage
  classRoomPage: ClassRoomPage
  loginPage: LoginPage
  registerPage: RegisterPage
  userCentre: UserCentrePage
  profilePage: ProfilePage
  infoEditPage: InfoEditPage
  addressPage: AddressPage
  settingPage: SettingPage
  notFoundPage: NotFoundPage
}

interface Data {
  /** The server's database, written through its repositories; closed after the test. */
  database: TestDatabase
  /** Logs a new learner in: a user and a session in the database, its cookie in the browser. */
  login: (nickname: string) => Promise<Learner>
  /** The seeded catalogue, read from the server's public API. */
  catalogue: CatalogueApi
  /** Content security policy violations of the page, watched from its first script. */
  securityPolicy: SecurityPolicyWatch
  /** A screenshot of the page when a test fails (automatic). */
  failureScreenshot: void
}

export const test = base.extend<Pages & Data>({
  // Every page runs as in WeChat's browser, with a JS-SDK that records what it is asked.
  context: async ({ context }, use) => {
    await context.addInitScript(installWxStub)
    await use(context)
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  baseURL: async ({}, use) => {
    await use(fromSetup('E2E_BASE_URL'))
  },
  shell: async ({ page }, use) => use(new AppShell(page)),
  bankHome: async ({ page }, use) => use(new BankHomePage(page)),
  homePage: async ({ page }, use) => use(new HomePage(page)),
  firstView: async ({ page }, use) => use(new FirstView(page)),
  searchPage: async ({ page }, use) => use(new SearchPage(page)),
  freeListPage: async ({ page }, use) => use(new FreeListPage(page)),
  goodsStorePage: async ({ page }, use) => use(new GoodsStorePage(page)),
  goodsBuyPage: async ({ page }, use) => use(new GoodsBuyPage(page)),
  coursePage: async ({ page }, use) => use(new CourseDetailPage(page)),
  lessonPage: async ({ page }, use) => use(new LessonPage(page)),
  livePage: async ({ page }, use) => use(new LivePage(page)),
  classRoomPage: async ({ page }, use) => use(new ClassRoomPage(page)),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  registerPage: async ({ page }, use) => use(new RegisterPage(page)),
  userCentre: async ({ page }, use) => use(new UserCentrePage(page)),
  profilePage: async ({ page }, use) => use(new ProfilePage(page)),
  infoEditPage: async ({ page }, use) => use(new InfoEditPage(page)),
  addressPage: async ({ page }, use) => use(new AddressPage(page)),
  settingPage: async ({ page }, use) => use(new SettingPage(page)),
  notFoundPage: async ({ page }, use) => use(new NotFoundPage(page)),

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  database: async ({}, use) => {
    const database = new TestDatabase(fromSetup('E2E_SQLITE_FILE'))
    await use(database)
    await database.close()
  },
  login: async ({ context, baseURL, database }, use) => {
    await use(async (nickname) => {
      const learner = await database.createLearner(nickname)
      await context.addCookies([
        {
          name: 'sid',
          value: learner.sessionId,
          url: baseURL as string,
          httpOnly: true,
          sameSite: 'Lax',
        },
      ])
      return learner
    })
  },
  catalogue: async ({ playwright, baseURL }, use) => {
    // Its own request context: the catalogue is public, and the browser's cookies stay apart.
    const request = await playwright.request.newContext({ baseURL })
    await use(new CatalogueApi(request))
    await request.dispose()
  },
  securityPolicy: async ({ page }, use) => {
    await use(await SecurityPolicyWatch.start(page))
  },
  // Playwright's own screenshot: 'only-on-failure' takes one after every test (a second each
  // here, at a phone's pixel ratio) and then drops it; this one is taken for failures only.
  failureScreenshot: [
    async ({ page }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      const body = await page.screenshot().catch(() => null)
      if (body) await testInfo.attach('screenshot', { body, contentType: 'image/png' })
    },
    { auto: true },
  ],
})

export { expect }
