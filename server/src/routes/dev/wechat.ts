import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { randomBytes } from 'node:crypto'
import { Type } from 'typebox'
import { DEV_APP_ID, OPENID } from '@server/adapters/wechat/dev'
import { ApiFailure } from '@server/errors'

const COOKIE = 'dev_wechat_openid'
const OPENID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A new stand-in openid: o and 27 characters, as WeChat's look. */
function newOpenid(): string {
  return `o${Array.from(randomBytes(27), (b) => OPENID_CHARS[b % 64]).join('')}`
}

/**
 * The development official account's authorize page (WECHAT_PROVIDER=dev, refused in
 * production): comes straight back, as snsapi_base does inside WeChat, with a code naming this
 * browser's stand-in openid (kept in a cookie, so the same "WeChat user" keeps one openid).
 */
const devWechat: FastifyPluginAsyncTypebox = async (app) => {
  if (app.wechat.name !== 'dev') return

  app.get(
    '/api/dev/wechat/authorize',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({
          appid: Type.String(),
          redirect_uri: Type.String({ maxLength: 1000 }),
          scope: Type.String(),
          state: Type.Optional(Type.String({ maxLength: 128 })),
        }),
      },
    },
    async (request, reply) => {
      const { appid, scope, state = '' } = request.query
      if (appid !== DEV_APP_ID) throw new ApiFailure(400, 'appid 不是开发环境的公众号')
      if (scope !== 'snsapi_base') throw new ApiFailure(400, '仅支持 snsapi_base 静默授权')
      let back: URL
      try {
        back = new URL(request.query.redirect_uri)
      } catch {
        throw new ApiFailure(400, 'redirect_uri 不是网址')
      }
      // WeChat only returns to the account's 网页授权域名; the stand-in only to this site.
      if (back.host !== new URL(`${request.protocol}://${request.host}`).host)
        throw new ApiFailure(400, 'redirect_uri 不在本站域名下')
      const cookie = request.cookies[COOKIE]
      const openid = cookie && OPENID.test(cookie) ? cookie : newOpenid()
      reply.setCookie(COOKIE, openid, {
        path: '/api/dev/wechat',
        httpOnly: true,
        sameSite: 'lax',
        maxAge: 365 * 24 * 3600,
      })
      back.searchParams.set('code', `devcode_${openid}`)
      back.searchParams.set('state', state)
      return reply.redirect(back.toString())
    },
  )
}

export default devWechat
