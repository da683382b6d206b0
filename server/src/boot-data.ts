import type { FastifyInstance } from 'fastify'
import { BOOT_PATHS } from '@common/constants/api-paths'
import { ROUTE_TABLE, entryRedirect, matchRoute } from '@common/constants/routes'
import { FIRST_VIEW_CSS } from './first-view'
import { bootAfterPaint } from './first-view/boot-after-paint'

/**
 * The public GET answers a page needs first, written into its index.html so that the page
 * renders them without waiting for a round trip each (the request layer takes them once, in
 * place of the call: src/services/boot-data.ts). Only answers that are the same for every
 * visitor and learner go in: no session is involved.
 */
export function bootPathsFor(pagePath: string, trainCode: string | undefined): string[] {
  const paths: string[] = [BOOT_PATHS.trainInfo]
  const page = appPathOf(pagePath)
  if (page === '/home') {
    if (trainCode) paths.push(BOOT_PATHS.banners(trainCode))
    paths.push(BOOT_PATHS.homeNav, BOOT_PATHS.preLive, BOOT_PATHS.catalogue)
  } else if (page === '/course') {
    paths.push(BOOT_PATHS.catalogue)
  }
  return paths
}

/** The page the app will show (its path): redirects, letter case and a trailing slash settled first. */
export function appPathOf(requestPath: string): string {
  return (entryRedirect(requestPath) ?? requestPath).split('?')[0]
}

/** The Taro page (pages/home/index…) that shows an address, if any. */
export function taroPageOf(requestPath: string): string | undefined {
  const found = matchRoute(appPathOf(requestPath))
  return found ? ROUTE_TABLE[found.name].page : undefined
}

/** `<` and the line separators escaped, so the JSON cannot end its script element early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The boot answers of a page, by the URL the app requests them with: the same kept answers
 * the API routes send (services/public-answers.ts), so a page costs no database work of its
 * own. `until` is when they stop being true by themselves (a listed live ends).
 */
export async function bootDataFor(
  app: FastifyInstance,
  pagePath: string,
): Promise<{ data: Record<string, unknown>; until: number }> {
  const answers = app.publicAnswers
  const data: Record<string, unknown> = {}
  let until = Infinity
  // Training info comes first: it names the banner path and is boot data itself.
  const train = (await answers.trainInfo()).value
  if (train) data[BOOT_PATHS.trainInfo] = train
  for (const url of bootPathsFor(pagePath, train?.train_code).slice(1)) {
    if (url === BOOT_PATHS.catalogue) data[url] = (await answers.catalogue()).value
    else if (url === BOOT_PATHS.homeNav) data[url] = (await answers.homeNav()).value
    else if (url === BOOT_PATHS.preLive) {
      const lives = await answers.recentLives()
      data[url] = lives.value
      until = Math.min(until, lives.until)
    } else if (train) {
      const banners = (await answers.banners(train.train_code)).value
      if (banners) data[url] = banners
    }
  }
  return { data, until }
}

/**
 * The image the page paints largest above the fold (the first banner on /home, the first
 * course cover on /course), from its boot data: the browser fetches it while the JS loads.
 */
export function leadImageOf(data: Record<string, unknown>): string | undefined {
  const banners = Object.entries(data).find(([url]) => url.startsWith('/api/home/banner/'))?.[1]
  if (Array.isArray(banners)) return (banners[0] as { imgurl?: string } | undefined)?.imgurl
  const categories = data[BOOT_PATHS.catalogue]
  if (Array.isArray(categories)) {
    const first = categories[0] as { courseList?: { picture?: string }[] } | undefined
    return first?.courseList?.[0]?.picture
  }
  return undefined
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
}

/**
 * index.html with, before its scripts: preloads of the page's own chunks (from the build's
 * page-chunks.json) and of its lead image, and the page's boot data. With a first view
 * (first-view.ts) the page's stylesheets are linked rather than preloaded, since the first
 * view is drawn with them, the view goes at the start of the body, and the chunks are
 * preloaded with the entry scripts once the view is painted (first-view/boot-after-paint.ts).
 */
export function withBootData(
  indexHtml: string,
  data: Record<string, unknown>,
  pageFiles: readonly string[] = [],
  firstView?: string,
): string {
  const chunks = pageFiles.filter((file) => !file.endsWith('.css')).map((file) => `/${file}`)
  const links = pageFiles.map((file) => {
    const href = `/${attribute(file)}`
    // Preloads at low priority: they must not hold up the entry's own scripts, which run first.
    if (!file.endsWith('.css'))
      return firstView ? '' : `<link rel="preload" as="script" href="${href}" fetchpriority="low">`
    return firstView
      ? `<link rel="stylesheet" href="${href}">`
      : `<link rel="preload" as="style" href="${href}" fetchpriority="low">`
  })
  const image = leadImageOf(data)
  // The lead image is asked for first, ahead of the scripts and stylesheets in the head.
  const imageLink = image
    ? `<link rel="preload" as="image" href="${attribute(image)}" fetchpriority="high">`
    : ''
  if (firstView) links.push(`<style>${FIRST_VIEW_CSS}</style>`)
  const tag = `<script id="boot-data" type="application/json">${inlineJson(data)}</script>`
  // Replacement functions, not strings: `$&` and the like in the data must stay text.
  const html = indexHtml
    .replace(/<head[^>]*>/i, (head) => `${head}${imageLink}`)
    .replace('</head>', () => `${links.join('')}${tag}</head>`)
  if (!firstView) return html
  // Under the first view the app is inert: no focus or reading of a page not yet shown. Its
  // scripts, and its page's chunks, are fetched once the view is painted.
  return bootAfterPaint(
    html.replace('<div id="app">', () => `${firstView}<div id="app" inert>`),
    chunks,
  )
}
