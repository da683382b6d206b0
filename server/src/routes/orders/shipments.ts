import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ExpressInfoSchema } from '@common/contracts/orders'
import { myExpress } from '@server/services/orders'

/** GET /api/home/express: every shipment of the learner's orders, newest first. */
const express: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/express',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(Type.Array(ExpressInfoSchema)), ...ERROR_RESPONSES } },
    },
    async (request) => ok(await myExpress(app.db, request.learnerId())),
  )
}

export default express
