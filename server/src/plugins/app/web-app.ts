import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { appPathOf, bootDataFor, taroPageOf, withBootData } from '../../boot-data'
import {
  coursePageId,
  firstViewByLogin,
  firstViewFor,
  firstViewPerRequest,
  hasFirstView,
  type FirstViewContext,
} from '../../first-view'
import { SESSION_COOKIE } from './session'
import { PUBLIC_TABLES } from '../../services/public-answers'
import { Answer, AnswerCache } from '../../services/answer-cache'
import { desktopBankAddress } from '../../services/bank-desktop'
import { bankFirstView } from '../../services/bank-first-view'
import { learnerCard } from '../../services/user-summary'
import { isMobileUserAgent } from '@common/rules/user-agent'

/** The tables a page's boot data is read from. */

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|gif|svg|webp|woff2?|ttf)$/
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** Cache policy: hashed build assets never change, everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache'
}

/**
 * Serves the built H5 app: its assets with long-lived caching and, for every other page path,
 * index.html (SPA fallback) so that deep links open. Absent a build, only the API answers.
 */
export default fp(
  async (app) => {
    const root = app.config.staticDir
    const indexFile = path.join(root, 'index.html')
    if (!existsSync(indexFile)) {
      app.log.warn({ root }, 'no H5 build found: serving the API only (run npm run build:h5)')
      return
    }
    const indexHtml = readFileSync(indexFile, 'utf8')
    const pageChunksFile = path.join(root, 'page-chunks.json')
    const pageChunks: Record<string, string[]> = existsSync(pageChunksFile)
      ? (JSON.parse(readFileSync(pageChunksFile, 'utf8')) as Record<string, string[]>)
      : {}
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      wildcard: true,
      // The build's stamp (.source-stamp) and any other dotfile stay private.
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', cacheControlFor(filePath))
      },
    })
    // A page's index.html is made once per page from the kept public answers and kept itself
    // until they change: every visitor gets the same one.
    const pages = new AnswerCache(app.dbWrites)
    app.decorateReply('sendApp', async function () {
      const pagePath = this.request.url.split('?')[0]
      const desktopUrl = app.config.bankDesktopUrl
      if (desktopUrl && !isMobileUserAgent(this.request.headers['user-agent'])) {
        const target = await desktopBankAddress(app.db, desktopUrl, pagePath)
        if (target) return this.header('Vary', 'User-Agent').redirect(target, 302)
      }
      const appPath = appPathOf(pagePath)
      const page = taroPageOf(pagePath)
      const context: FirstViewContext = { now: app.clock() }
      const courseId = coursePageId(appPath)
      if (courseId !== null) context.course = (await app.publicAnswers.courseDetail(courseId)).value
      if (firstViewByLogin(appPath)) context.learner = !!this.request.cookies[SESSION_COOKIE]
      // /user draws the learner's own card, so it asks whose the session is (a stale cookie
      // gets the visitor's page, as the app will show once it has asked too).
      const learnerId =
        appPath === '/user' && context.learner
          ? await this.request.currentUserId().catch((error: unknown) => {
              // Without the lookup the page still works: the card's place is kept for the app.
              app.log.warn({ err: error }, 'no session lookup for the first view of /user')
              return undefined
            })
          : null
      if (learnerId === null && appPath === '/user') context.learner = false
      const render = async () => {
        const { data, until } = await bootDataFor(app, pagePath)
        if (appPath === '/live') context.lives = (await app.publicAnswers.recentLives()).value
        if (appPath === '/test') {
          // Without its first view the page still works: a failure here only costs the view.
          context.bank = await bankFirstView(app.db, this.request.cookies, app.clock()).catch(
            (error: unknown) => {
              app.log.warn({ err: error }, 'no first view of /test')
              return null
            },
          )
        }
        if (typeof learnerId === 'number') {
          context.card = await learnerCard(app.db, learnerId, app.clock()).catch(
            (error: unknown) => {
              app.log.warn({ err: error }, 'no learner card in the first view of /user')
              return null
            },
          )
        }
        const firstView = firstViewFor(appPath, data, context)
        const value = withBootData(indexHtml, data, (page && pageChunks[page]) || [], firstView)
        return { value, until }
      }
      let html: Answer<string>
      if (firstViewPerRequest(appPath, !!context.learner)) {
        html = new Answer((await render()).value, (value) => value, Infinity, true)
      } else {
        // Pages with a first view are one per address (and per visitor or learner, where it
        // differs); any other is one per Taro page. A course page is one per existing course.
        const viewed = hasFirstView(appPath) && (courseId === null || !!context.course)
        const key = viewed ? `${appPath}${context.learner ? ':learner' : ''}` : (page ?? '')
        html = await pages.get(`page:${key}`, PUBLIC_TABLES, render, (value) => value)
      }
      if (context.learner !== undefined) this.header('Vary', 'Cookie')
      // A learner's own card is theirs: no cache keeps it, not even a shared phone's browser.
      if (learnerId !== null) this.header('Cache-Control', 'private, no-store')
      return this.code(200).pagePolicy().sendAnswer(html, 'text/html; charset=utf-8')
    })
    app.get('/', (_request, reply) => reply.sendApp())
  },
  { name: 'web-app', dependencies: ['config', 'public-answers', 'security-headers'] },
)
