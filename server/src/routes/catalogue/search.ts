import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiFailure, ok } from '@server/errors'
import { SearchExamQuery, SearchResultSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LIMITS } from '@common/rules/validation'
import { search } from '@server/services/search'

/**
 * GET /knew/api/wap/search?keyword=&exam=: the search of /search, name searchResult (path
 * ours); `exam`, the learner's current exam, puts its items first.
 */
const searchRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/search',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({
          keyword: Type.String({ minLength: 1, maxLength: LIMITS.keywordMax }),
          exam: SearchExamQuery,
        }),
        response: { 200: envelope(SearchResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const keyword = request.query.keyword.trim()
      if (!keyword) throw new ApiFailure(400, '请输入搜索关键词')
      return ok(await search(app.db, keyword, request.query.exam ?? null, app.clock()))
    },
  )
}

export default searchRoute
