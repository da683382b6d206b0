import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { ApiFailure, failureBody } from '../../errors'
import { isApiPath } from '../../paths'

/** Every failure answers in the envelope; internals are logged, never sent. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure: unknown = error
      if (failure instanceof ApiFailure) {
        return reply.code(failure.code).send(failureBody(failure.code, failure.message))
      }
      if (error.validation) {
        const field =
          error.validation[0]?.instancePath?.replace(/^\//, '') ||
          String(error.validation[0]?.params?.missingProperty ?? '')
        const message =
          `参数错误：${error.validationContext ?? 'request'}${field ? `.${field}` : ''} ${error.validation[0]?.message ?? ''}`.trim()
        return reply.code(400).send(failureBody(400, message))
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error')
        return reply.code(status).send(failureBody(status, error.message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(failureBody(500, '服务器繁忙，请稍后再试'))
    })

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]
      if (
        isApiPath(path) ||
        !app.hasReplyDecorator('sendApp') ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.code(404).send(failureBody(404, `接口不存在：${request.method} ${path}`))
      }
      return reply.sendApp()
    })
  },
  { name: 'errors' },
)
