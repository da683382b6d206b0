import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { beginAuthorize, finishAuthorize, localPath } from '@server/services/wechat-auth'

/**
 * 网页授权 snsapi_base, for the payer's openid (JSAPI payment inside WeChat). GET
 * /api/wechat/oauth?back=… is asked by the app's own code (X-Requested-With: starting it
 * records a one-time state for the learner, which a link on another site must not do) and
 * answers WeChat's authorize URL, which the app then opens; WeChat comes back to
 * /api/wechat/oauth/callback with a code, a page navigation answered with a redirect (its
 * one-time state protects it), and the browser goes back.
 */
const wechatOauth: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/wechat/oauth',
    {
      config: { access: 'learner', changesState: true },
      schema: {
        querystring: Type.Object({ back: Type.Optional(Type.String()) }),
        response: { 200: envelope(Type.Object({ url: Type.String() })), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const back = localPath(request.query.back)
      const userId = request.learnerId()
      const url = await beginAuthorize(
        app.db,
        app.wechat,
        {
          userId,
          back,
          callbackUrl: `${request.protocol}://${request.host}/api/wechat/oauth/callback`,
        },
        app.clock(),
      )
      return ok({ url })
    },
  )

  app.get(
    '/api/wechat/oauth/callback',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({
          code: Type.Optional(Type.String({ maxLength: 512 })),
          state: Type.Optional(Type.String({ maxLength: 128 })),
        }),
      },
    },
    async (request, reply) => {
      const to = await finishAuthorize(
        app.db,
        app.wechat,
        {
          userId: await request.currentUserId(),
          sessionId: request.sessionId(),
          code: request.query.code ?? '',
          state: request.query.state ?? '',
        },
        app.clock(),
        (reason) => request.log.warn({ reason }, 'wechat authorization failed'),
      )
      return reply.redirect(to)
    },
  )
}

export default wechatOauth
