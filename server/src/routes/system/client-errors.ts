import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CLIENT_ERRORS_PATH } from '@common/constants/api-paths'
import { ok } from '@server/errors'
import { NullEnvelope } from '@common/contracts/accounts'
import { ClientErrorReportSchema } from '@common/contracts/client-errors'
import { ERROR_RESPONSES } from '@common/contracts/envelope'

/** Reports one IP may send per minute: a page failing in a loop must not flood the log. */
export const CLIENT_ERRORS_PER_MINUTE = 30

/**
 * POST /api/client/errors: a failure the app met (spec §8: a 504 is reported to an
 * error-reporting service), logged at warn level with pino as `clientError`, for an operator
 * to watch or forward with the rest of the server's log. Rate-limited per IP.
 */
const clientErrors: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    CLIENT_ERRORS_PATH,
    {
      config: {
        access: 'public',
        rateLimit: { max: CLIENT_ERRORS_PER_MINUTE, timeWindow: 60_000 },
      },
      schema: {
        body: ClientErrorReportSchema,
        response: { 200: NullEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      request.log.warn({ clientError: request.body, ip: request.ip }, 'client error reported')
      return ok(null, '已收到')
    },
  )
}

export default clientErrors
