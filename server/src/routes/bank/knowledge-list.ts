import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { KnowledgeChapterSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { knowledgeChapters } from '@server/services/knowledge'

/** GET /new/Home/Practice/getKnowledgeList?subjectId=: a subject's chapters with their points. */
const getKnowledgeList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getKnowledgeList',
    {
      config: { access: 'optional' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(Type.Array(KnowledgeChapterSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await knowledgeChapters(app.db, await request.currentUserId(), request.query.subjectId)),
  )
}

export default getKnowledgeList
