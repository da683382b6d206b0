import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ApiFailure, ok } from '../../../errors'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'

/**
 * GET /api/dev/sms/latest?mobile=: the last code the development SMS adapter "sent" to a
 * number, for testers and end-to-end tests. Registered only with SMS_PROVIDER=dev, which the
 * configuration refuses in production.
 */
const devSms: FastifyPluginAsync = async (app) => {
  if (app.config.sms.provider !== 'dev') return
  app.get<{ Querystring: { mobile: string } }>(
    '/api/dev/sms/latest',
    {
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
      const row = await app.db
        .selectFrom('dev_sms_outbox')
        .select(['mobile', 'code', 'purpose'])
        .where('mobile', '=', request.query.mobile)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      if (!row) throw new ApiFailure(404, '该号码没有收到过验证码')
      return ok(row)
    },
  )
}

export default devSms
