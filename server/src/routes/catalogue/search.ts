import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { searchCatalogue } from '@server/db/repositories/catalogue'
import { ApiFailure, ok } from '@server/errors'
import { SearchResultSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LIMITS } from '@common/rules/validation'

/** GET /knew/api/wap/search?keyword=: the search of /search, name searchResult (path ours). */
const search: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/search',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({
          keyword: Type.String({ minLength: 1, maxLength: LIMITS.keywordMax }),
        }),
        response: { 200: envelope(SearchResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const keyword = request.query.keyword.trim()
      if (!keyword) throw new ApiFailure(400, '请输入搜索关键词')
      return ok(await searchCatalogue(app.db, keyword, app.clock()))
    },
  )
}

export default search
