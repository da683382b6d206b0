import compress from '@fastify/compress'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import rateLimit from '@fastify/rate-limit'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import type { Config } from './config'
import { ApiFailure, failureBody } from './errors'
import { fastifyTrustProxy } from './trust-proxy'
import accounts from './plugins/app/accounts'
import authSecret from './plugins/app/auth-secret'
import consoleWeb from './plugins/app/console-web'
import errors from './plugins/app/errors'
import media from './plugins/app/media'
import mediaStorage from './plugins/app/media-storage'
import payments from './plugins/app/payments'
import liveStream from './plugins/app/live-stream'
import publicAnswers from './plugins/app/public-answers'
import queryValues from './plugins/app/query-values'
import schemaCompilers from './plugins/app/schema-compilers'
import requestLog from './plugins/app/request-log'
import sameOrigin from './plugins/app/same-origin'
import securityHeaders from './plugins/app/security-headers'
import session from './plugins/app/session'
import staffSession from './plugins/app/staff-session'
import webApp from './plugins/app/web-app'
import wechat from './plugins/app/wechat'
import configPlugin from './plugins/external/config'
import database from './plugins/external/database'
import routes from './plugins/app/routes'

export interface BuildOptions extends Pick<FastifyServerOptions, 'logger'> {
  /** What time it is, in epoch ms (default Date.now); tests set it to cross a China midnight. */
  clock?: () => number
}

/** Builds the whole server (API, database, H5 app) without listening; tests inject into it. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // plugins/app/request-log.ts logs each request once, at the level it deserves.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // spec §7 mixes /knew/Home/User and /knew/home/user, and some paths end in a slash.
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    bodyLimit: 1024 * 1024,
    // plugins/app/errors.ts answers these in the envelope instead of Fastify's own body.
    return503OnClosing: false,
    // Migrating a fresh PostgreSQL database on a busy machine can take longer than the 10 s default.
    pluginTimeout: 60_000,
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .code(400)
        .send(failureBody(400, `请求无法解析：${error.message}`))
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('clock', options.clock ?? Date.now)
  try {
    await app.register(configPlugin, { config })
    await app.register(requestLog)
    await app.register(errors)
    await app.register(securityHeaders)
    // Before the same-origin check, which reads the session cookie as the session does.
    await app.register(cookie)
    await app.register(sameOrigin)
    // Limits are set per route (config.rateLimit), in memory, per IP.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => new ApiFailure(429, '请求太频繁，请稍后再试'),
    })
    await app.register(compress, { global: true, threshold: 1024 })
    await app.register(formbody, { bodyLimit: 64 * 1024 })
    await app.register(schemaCompilers)
    await app.register(queryValues)
    await app.register(database)
    await app.register(publicAnswers)
    await app.register(authSecret)
    await app.register(session)
    await app.register(staffSession)
    await app.register(accounts)
    await app.register(media)
    await app.register(payments)
    await app.register(liveStream)
    await app.register(mediaStorage)
    await app.register(wechat)
    await app.register(routes)
    await app.register(webApp)
    await app.register(consoleWeb)
  } catch (error) {
    // A plugin that fails to start (a database that cannot migrate) leaves nothing open.
    await app.close().catch(() => undefined)
    throw error
  }
  return app
}
