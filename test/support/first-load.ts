import { gzipSync } from 'node:zlib'
import type { Page } from '@playwright/test'

/** Issue 27's first-load budget: the JS and CSS a page fetches, gzipped. */
export const FIRST_LOAD_BUDGET_KB = 150

/** The pages the budget is measured on: the tabs, the course page, one page of each kind. */
export const FIRST_LOAD_PAGES = [
  '/home',
  '/course',
  '/study/course/1',
  '/test',
  '/user',
  '/login',
  '/search',
  '/goodsStore',
  '/live',
  '/home/list/0',
  '/study/class/1',
  '/user/feedback',
] as const

export interface LoadedAsset {
  /** The file's path in the build (js/app.0123abcd.js). */
  file: string
  raw: number
  gzip: number
}

/**
 * The JS and CSS files a fresh browser fetches for a page until the network is idle and the
 * page has its title, each measured as gzip sends it (whatever the server chose to send).
 */
export async function firstLoadAssets(page: Page, url: string): Promise<LoadedAsset[]> {
  const measured = new Map<string, Promise<LoadedAsset>>()
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname.replace(/^\//, '')
    if (!/\.(js|css)$/.test(file) || measured.has(file)) return
    // A body that cannot be read fails the measure rather than leaving the file uncounted.
    const asset = response
      .body()
      .then((body) => ({ file, raw: body.length, gzip: gzipSync(body).length }))
    measured.set(file, asset)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  return Promise.all(measured.values())
}

/** The gzipped bytes of the assets whose file ends with `ext` ('' for all). */
export function gzipBytes(assets: readonly LoadedAsset[], ext = ''): number {
  return assets.filter((a) => a.file.endsWith(ext)).reduce((total, a) => total + a.gzip, 0)
}
