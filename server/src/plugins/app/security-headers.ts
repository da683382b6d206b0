import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { BOOT_AFTER_PAINT_HASH } from '../../first-view/boot-after-paint'

/**
 * Sources the app loads beyond its own origin. Empty today; the WeChat work adds WeChat's
 * media hosts (avatars, QR images) here when the app starts showing them.
 */
export const EXTRA_SOURCES: Record<'img' | 'media' | 'connect', readonly string[]> = {
  img: [],
  media: [],
  connect: [],
}

/** The inline scripts a page must run: Taro's root font-size script in the built index.html. */
function inlineScripts(indexHtml: string): string[] {
  return [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes]) => !/type=["']?application\/json/i.test(attributes))
    .map(([, , body]) => body)
}

/** CSP hash sources ('sha256-…') of the inline scripts of the built app, if there is one. */
export function inlineScriptHashes(staticDir: string): string[] {
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(indexFile)) return []
  return inlineScripts(readFileSync(indexFile, 'utf8')).map(
    (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )
}

/** The headers helmet sets for a configuration, worked out once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error
  })
  return headers
}

/**
 * Security headers on every answer, app and API, set by helmet: nosniff, a referrer policy
 * that keeps the site's addresses (with their ids) to itself, no framing, and a content
 * security policy. An API answer is no document: its policy allows nothing. An HTML page's
 * allows exactly what the app uses: its own origin; its inline script by hash (the boot data
 * is a JSON script, which is never run); inline styles, which React and NutUI set on
 * elements; images as data: URLs (NutUI's icons) and blobs.
 *
 * helmet is run once per policy at start and its headers set on each answer: @fastify/helmet
 * builds helmet's middleware anew for every request, which measured 13% of the server's CPU
 * on a public read (README, Figures).
 */
export default fp(
  async (app) => {
    const common: HelmetOptions = {
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      // The school may serve over plain HTTP on a LAN: HTTPS is its proxy's to declare.
      strictTransportSecurity: app.config.trustProxy ? undefined : false,
      // Headers for browsers and plug-ins this app never meets.
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
    }
    const apiHeaders = helmetHeaders({
      ...common,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
    })
    // The school's live pull domain (LIVE_PROVIDER=school) serves the playlists and segments
    // the player fetches (hls.js) or plays (iOS); it must also answer with CORS headers.
    const live =
      app.config.live.provider === 'school' ? [new URL(app.config.live.pullBase).origin] : []
    const pageCsp = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(app.config.staticDir), BOOT_AFTER_PAINT_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...EXTRA_SOURCES.img],
          mediaSrc: ["'self'", 'blob:', ...EXTRA_SOURCES.media, ...live],
          connectSrc: ["'self'", ...EXTRA_SOURCES.connect, ...live],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    })['Content-Security-Policy']

    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(apiHeaders)
    })
    app.decorateReply('pagePolicy', function () {
      return this.header('Content-Security-Policy', pageCsp)
    })
  },
  { name: 'security-headers', dependencies: ['config'] },
)
