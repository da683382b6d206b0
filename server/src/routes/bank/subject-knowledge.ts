import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { SUBJECT_KNOWLEDGE_PAGE_SIZE } from '@common/constants/bank'
import { ok } from '@server/errors'
import { KnowledgeInfoSchema } from '@common/contracts/bank'
import { PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { subjectKnowledge } from '@server/services/knowledge'

/** GET /new/Home/Practice/getSubjectKnowledge?subjectid=&page=&pageSize=11: a subject's points. */
const getSubjectKnowledge: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getSubjectKnowledge',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({
          subjectid: PositiveId,
          page: Type.Optional(PageNumber),
          pageSize: Type.Integer({ minimum: 1, maximum: 50, default: SUBJECT_KNOWLEDGE_PAGE_SIZE }),
        }),
        response: { 200: envelope(KnowledgeInfoSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { subjectid, page = 1, pageSize } = request.query
      const userId = await request.currentUserId()
      return ok(await subjectKnowledge(app.db, userId, subjectid, page, pageSize))
    },
  )
}

export default getSubjectKnowledge
