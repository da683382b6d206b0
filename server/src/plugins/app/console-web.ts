import fastifyStatic from '@fastify/static'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { failureBody } from '../../errors'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the school's console (admin/, built by Vite into CONSOLE_DIR) at /admin: its assets,
 * every one named by its content's hash, cached for good; every other /admin page gets its
 * index.html (the console routes in the browser). Apart from the learners' app: none of its
 * files is reachable from a learner's page, and /admin/api stays the API's (a 404 there is
 * the envelope, never a page).
 */
export default fp(
  async (app) => {
    const root = app.config.consoleDir
    const indexFile = path.join(root, 'index.html')
    if (!existsSync(indexFile)) {
      app.log.warn({ root }, 'no console build found: /admin answers 404 (run npm run build:admin)')
      return
    }
    const indexHtml = readFileSync(indexFile, 'utf8')
    await app.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/admin/assets/',
      decorateReply: false,
      index: false,
      wildcard: true,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
      },
    })
    const sendConsole = (reply: FastifyReply) =>
      reply
        .code(200)
        .pagePolicy()
        .header('Cache-Control', 'no-cache')
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(indexHtml)
    app.get('/admin', (_request, reply) => sendConsole(reply))
    app.get('/admin/*', (request, reply) => {
      const pagePath = request.url.split('?')[0]
      if (pagePath.toLowerCase().startsWith('/admin/api/')) {
        return reply.code(404).send(failureBody(404, `接口不存在：${request.method} ${pagePath}`))
      }
      return sendConsole(reply)
    })
  },
  { name: 'console-web', dependencies: ['config', 'security-headers'] },
)
