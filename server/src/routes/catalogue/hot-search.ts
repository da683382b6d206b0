import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { HotSearchSchema, SearchExamQuery } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { hotSearch } from '@server/services/search'

/** GET /knew/api/wap/hotSearch?exam=: 热门搜索 of /search (path ours), the exam's first. */
const hotSearchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/hotSearch',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ exam: SearchExamQuery }),
        response: { 200: envelope(HotSearchSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await hotSearch(app.db, request.query.exam ?? null)),
  )
}

export default hotSearchRoute
