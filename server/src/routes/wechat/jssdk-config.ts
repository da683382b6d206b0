import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, ErrorEnvelope, envelope } from '@common/contracts/envelope'
import { JssdkConfigBody, JssdkConfigSchema } from '@common/contracts/wechat'
import { jssdkConfig } from '@server/services/jssdk'

/**
 * POST /new/mm/jssdk/getconfig {pageurl}: appId, timestamp, nonceStr and signature for
 * `wx.config` on that page, for pages of WECHAT_JSSDK_ORIGINS or, when it is not
 * set, of the origin the request came to. 503 when WeChat cannot give the ticket.
 */
const getconfig: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/new/mm/jssdk/getconfig',
    {
      config: { access: 'public' },
      schema: {
        body: JssdkConfigBody,
        response: { 200: envelope(JssdkConfigSchema), ...ERROR_RESPONSES, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const origins = app.config.wechatJssdkOrigins ?? [
        new URL(`${request.protocol}://${request.host}`).origin,
      ]
      const config = await jssdkConfig(
        {
          db: app.db,
          account: app.wechat,
          now: app.clock,
          onRefreshFailed: (error) =>
            request.log.warn({ err: error }, 'wechat ticket refresh failed; the kept one is used'),
        },
        request.body.pageurl,
        origins,
      )
      return ok(config)
    },
  )
}

export default getconfig
