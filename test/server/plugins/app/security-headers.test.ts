import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describeServer } from '../../support/test-server'
import { BOOT_AFTER_PAINT } from '@server/first-view/boot-after-paint'

const ROOT_FONT_SCRIPT = '!function(n){n.document.documentElement.style.fontSize="20px"}(window);'

/** A build whose index.html runs one inline script, as Taro's does. */
function buildWithInlineScript(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'school-h5-csp-'))
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>会计网校</title><script>${ROOT_FONT_SCRIPT}</script>` +
      '<script defer="defer" src="/js/app.0123abcd.js"></script></head><body><div id="app"></div></body></html>',
  )
  return dir
}

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name, sources]
    }),
  )

describeServer(
  'security headers on the app and the API',
  (server) => {
    it('answers an API call with nosniff, a same-origin referrer policy and no framing', async () => {
      const response = await server.inject('/knew/api/wap/getTrainInfo')
      expect(response.statusCode).toBe(200)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('same-origin')
      expect(response.headers['x-frame-options']).toBe('DENY')
      // An API answer is no document: its policy allows nothing at all.
      expect(directives(String(response.headers['content-security-policy']))).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      })
    })

    it('lets a page run its own scripts and its inline script by hash, nothing else', async () => {
      const response = await server.inject('/home')
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toMatch(/^text\/html/)
      const csp = directives(String(response.headers['content-security-policy']))
      const hash = createHash('sha256').update(ROOT_FONT_SCRIPT).digest('base64')
      const loader = createHash('sha256').update(BOOT_AFTER_PAINT).digest('base64')
      // Taro's root font-size script, and the loader that runs the app after the first view.
      expect(csp['script-src']).toEqual(["'self'", `'sha256-${hash}'`, `'sha256-${loader}'`])
      expect(csp['script-src']).not.toContain("'unsafe-inline'")
      expect(csp['script-src']).not.toContain("'unsafe-eval'")
      expect(csp['connect-src']).toEqual(["'self'"])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
      expect(csp['frame-ancestors']).toEqual(["'none'"])
      expect(csp['default-src']).toEqual(["'self'"])
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['referrer-policy']).toBe('same-origin')
    })

    it('sends the headers with errors too', async () => {
      const response = await server.inject('/api/home/nothing')
      expect(response.statusCode).toBe(404)
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'")
    })
  },
  { env: { STATIC_DIR: buildWithInlineScript() } },
)

describeServer(
  "the page's policy with the school's live pull domain",
  (server) => {
    it('lets the player fetch and play the pull domain, and nothing else more', async () => {
      const response = await server.inject('/home')
      const csp = directives(String(response.headers['content-security-policy']))
      expect(csp['connect-src']).toEqual(["'self'", 'https://pull.school.example.com'])
      expect(csp['media-src']).toEqual(["'self'", 'blob:', 'https://pull.school.example.com'])
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:'])
    })
  },
  {
    env: {
      STATIC_DIR: buildWithInlineScript(),
      LIVE_PROVIDER: 'school',
      LIVE_PULL_BASE: 'https://pull.school.example.com/app',
      LIVE_AUTH_KEY: 'a-long-enough-key',
    },
  },
)
