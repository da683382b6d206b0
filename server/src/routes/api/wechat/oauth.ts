import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { beginAuthorize, finishAuthorize, localPath } from '../../../services/wechat-auth'

/**
 * 网页授权 snsapi_base, for the payer's openid (JSAPI payment inside WeChat): GET
 * /api/wechat/oauth?back=… sends the logged-in learner's browser to WeChat, which comes back
 * to /api/wechat/oauth/callback with a code; the openid is kept on the learner and the browser
 * goes back. Both are page navigations, so they answer with redirects, never JSON.
 */
const wechatOauth: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/wechat/oauth',
    { schema: { querystring: Type.Object({ back: Type.Optional(Type.String()) }) } },
    async (request, reply) => {
      const back = localPath(request.query.back)
      const userId = await request.currentUserId()
      // A visitor has nothing to pay: the page behind asks them to log in.
      if (userId === null) return reply.redirect(back)
      const url = await beginAuthorize(app.db, app.wechat, {
        userId,
        back,
        callbackUrl: `${request.protocol}://${request.host}/api/wechat/oauth/callback`,
      })
      return reply.redirect(url)
    },
  )

  app.get(
    '/api/wechat/oauth/callback',
    {
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
        Date.now(),
        (reason) => request.log.warn({ reason }, 'wechat authorization failed'),
      )
      return reply.redirect(to)
    },
  )
}

export default wechatOauth
