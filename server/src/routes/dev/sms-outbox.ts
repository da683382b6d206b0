import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findLatestDevSms } from '@server/db/repositories/dev-sms-outbox'
import { ApiFailure, ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/**
 * GET /api/dev/sms/latest?mobile=: the last code the development SMS adapter "sent" to a
 * number, for testers and end-to-end tests. Registered only with SMS_PROVIDER=dev, which the
 * configuration refuses in production.
 */
const latest: FastifyPluginAsyncTypebox = async (app) => {
  if (app.config.sms.provider !== 'dev') return
  app.get(
    '/api/dev/sms/latest',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ mobile: Type.String({ maxLength: 11 }) }),
        response: {
          200: envelope(
            Type.Object({ mobile: Type.String(), code: Type.String(), purpose: Type.String() }),
          ),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const sms = await findLatestDevSms(app.db, request.query.mobile)
      if (!sms) throw new ApiFailure(404, '该号码没有收到过验证码')
      return ok(sms)
    },
  )
}

export default latest
