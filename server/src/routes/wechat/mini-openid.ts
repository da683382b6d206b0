import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ApiFailure, ok } from '@server/errors'
import { NullEnvelope } from '@common/contracts/accounts'
import { ERROR_RESPONSES, ErrorEnvelope } from '@common/contracts/envelope'
import { MiniOpenidBody } from '@common/contracts/wechat'
import { MINI_UNCONFIGURED, keepMiniOpenid } from '@server/services/wechat-mini'

/**
 * POST /api/wechat/mini/openid {code}: the mini-program's wx.login code exchanged for the
 * learner's openid (jscode2session), kept on the session for paying in the mini-program. 503
 * 小程序未配置 when the school has none, then 401 for a visitor, 400 缺少登录凭证 for no good
 * code, 400 登录凭证无效，请重试 when WeChat refuses it, 503 when WeChat cannot be asked.
 */
const wechatMini: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/wechat/mini/openid',
    {
      config: { access: 'optional' },
      // Any body that is not a good code gets the one message below, not the schema's.
      attachValidation: true,
      schema: {
        body: MiniOpenidBody,
        response: { 200: NullEnvelope, ...ERROR_RESPONSES, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      if (app.wechat.miniAppId === null) throw new ApiFailure(503, MINI_UNCONFIGURED)
      // A learner's call, but a school without a mini-program says so to anyone first.
      await request.requireUserId()
      if (request.validationError) throw new ApiFailure(400, '缺少登录凭证')
      // A logged-in request names its session.
      const sessionId = request.sessionId() as string
      await keepMiniOpenid(app.db, app.wechat, sessionId, request.body.code)
      return ok(null)
    },
  )
}

export default wechatMini
