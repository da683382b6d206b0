import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SMART_MIN_QUESTIONS } from '@common/constants/bank'
import { pointedQuestionCount } from '@server/db/repositories/knowledge'
import { ok } from '@server/errors'
import { SmartQuestionSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { existingSubject } from '@server/services/bank'

/** GET /new/Home/Practice/hasSmartQuestion?sid=: whether smart practice has enough questions. */
const hasSmartQuestion: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/hasSmartQuestion',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ sid: PositiveId }),
        response: { 200: envelope(SmartQuestionSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const subject = await existingSubject(app.db, request.query.sid)
      const count = await pointedQuestionCount(app.db, Number(subject.id))
      return ok({ has: count >= SMART_MIN_QUESTIONS, count })
    },
  )
}

export default hasSmartQuestion
