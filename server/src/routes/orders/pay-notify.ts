import type { FastifyPluginAsync } from 'fastify'
import { ApiFailure } from '@server/errors'
import { handleNotify } from '@server/services/payments'

/**
 * POST /api/pay/notify: WeChat Pay's (or the development provider's) payment notification.
 * Its raw body is what the signature covers, so this route reads JSON as text. WeChat Pay wants
 * 204 with no body when the notification is taken, else a status ≥ 400 with {code: 'FAIL',
 * message} (then it sends the notification again, for up to 24 hours).
 */
const notify: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  )
  app.post(
    '/api/pay/notify',
    { config: { access: 'public' }, bodyLimit: 64 * 1024 },
    async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      try {
        const outcome = await handleNotify(
          app.db,
          app.payment,
          request.headers,
          raw,
          app.config.points,
          app.clock(),
        )
        request.log.info({ outcome }, 'payment notification taken')
        return reply.code(204).send()
      } catch (error) {
        if (!(error instanceof ApiFailure)) throw error
        request.log.warn({ reason: error.message }, 'payment notification refused')
        return reply.code(error.code).send({ code: 'FAIL', message: error.message })
      }
    },
  )
}

export default notify
