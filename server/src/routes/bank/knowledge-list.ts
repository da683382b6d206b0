import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { KnowledgeChapterSchema } from '@server/schemas/bank'
import { PositiveId } from '@server/schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { knowledgeChapters } from '@server/services/knowledge'

/** GET /new/Home/Practice/getKnowledgeList?subjectId=: a subject's chapters with their points. */
const getKnowledgeList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/new/Home/Practice/getKnowledgeList',
    {
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
