import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { ApiFailure, failureBody } from '../../errors'
import { validationMessage } from '../../validation-message'
import { isApiPath, isConsolePath } from '@common/constants/api-paths'

/** The last path segment has a file extension: a request for a file, not for a page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,8}$/i

/** Fastify's own refusals of a body, said in Chinese (its codes, lib/errors.js). */
const BODY_REFUSALS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求格式',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体为空，但声明为 JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度与 Content-Length 不符',
}

/** Every failure answers in the envelope; internals are logged, never sent. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const failure: unknown = error
      if (failure instanceof ApiFailure) {
        if (failure.code >= 500)
          request.log.error({ err: failure.cause ?? failure }, failure.message)
        return reply.code(failure.code).send(failureBody(failure.code, failure.message))
      }
      if (error.validation) {
        const message = validationMessage(error.validationContext, error.validation[0])
        return reply.code(400).send(failureBody(400, message))
      }
      const status = error.statusCode ?? 500
      if (status >= 400 && status < 500) {
        request.log.info({ err: error }, 'client error')
        const message = BODY_REFUSALS[error.code] ?? error.message
        return reply.code(status).send(failureBody(status, message))
      }
      request.log.error({ err: error }, 'request failed')
      return reply.code(500).send(failureBody(500, '服务器繁忙，请稍后再试'))
    })

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0]
      // Only without a console build (its own routes answer /admin otherwise): never the app.
      if (
        isConsolePath(path) &&
        !FILE_PATH.test(path) &&
        ['GET', 'HEAD'].includes(request.method)
      ) {
        return reply
          .code(404)
          .send(failureBody(404, '管理后台尚未构建：请运行 npm run build:admin'))
      }
      if (
        isApiPath(path) ||
        !app.hasReplyDecorator('sendApp') ||
        !['GET', 'HEAD'].includes(request.method)
      ) {
        return reply.code(404).send(failureBody(404, `接口不存在：${request.method} ${path}`))
      }
      // A missing file (an asset of an older build) is a 404, not the app's page.
      if (FILE_PATH.test(path)) return reply.code(404).send(failureBody(404, `文件不存在：${path}`))
      // Only without a console build (its own routes answer /admin otherwise): never the app.
      if (isConsolePath(path)) {
        return reply
          .code(404)
          .send(failureBody(404, '管理后台尚未构建：请运行 npm run build:admin'))
      }
      return reply.sendApp()
    })

    // Requests that arrive while the server shuts down (on kept-alive connections) are refused
    // in the envelope; those already in flight finish.
    let closing = false
    app.addHook('preClose', async () => {
      closing = true
    })
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) {
        reply.header('Connection', 'close')
        return reply.code(503).send(failureBody(503, '服务器正在重启，请稍后再试'))
      }
    })
  },
  { name: 'errors' },
)
