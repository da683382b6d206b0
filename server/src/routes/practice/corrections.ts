import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { reportCorrection } from '@server/services/notes'

/** POST /api/practice/corrections/{questionId} {content}: 纠错, a mistake reported in a question. */
const corrections: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/corrections/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ questionId: PositiveId }),
        body: Type.Object({ content: Type.String({ maxLength: 2000 }) }),
        response: { 200: envelope(Type.Object({ id: Type.Integer() })), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await reportCorrection(
          app.db,
          request.learnerId(),
          request.params.questionId,
          request.body.content,
          app.clock(),
        ),
      ),
  )
}

export default corrections
