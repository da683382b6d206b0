import helmet from '@fastify/helmet'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'

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

/**
 * Security headers on every answer, app and API (@fastify/helmet): nosniff, a referrer policy
 * that keeps the site's addresses (with their ids) to itself, no framing, and a content
 * security policy allowing exactly what the app uses: its own origin; its inline script by
 * hash (the boot data is a JSON script, which is never run); inline styles, which React and
 * NutUI set on elements; images as data: URLs (NutUI's icons) and blobs.
 */
export default fp(
  async (app) => {
    const scriptHashes = inlineScriptHashes(app.config.staticDir)
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...EXTRA_SOURCES.img],
          mediaSrc: ["'self'", 'blob:', ...EXTRA_SOURCES.media],
          connectSrc: ["'self'", ...EXTRA_SOURCES.connect],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      // The school may serve over plain HTTP on a LAN: HTTPS is the proxy's to decide.
      strictTransportSecurity: app.config.trustProxy ? undefined : false,
    })
  },
  { name: 'security-headers', dependencies: ['config'] },
)
