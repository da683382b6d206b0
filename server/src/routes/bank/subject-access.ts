import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { SubjectAccessSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { existingSubject, subjectAccess } from '@server/services/bank'

/** GET /api/v1/access?subjectId=: spec §4 access check in the bank (false for a visitor). */
const access: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/access',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(SubjectAccessSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const subject = await existingSubject(app.db, request.query.subjectId)
      return ok(
        await subjectAccess(app.db, await request.currentUserId(), Number(subject.id), app.clock()),
      )
    },
  )
}

export default access
