import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import {
  findLastLearning,
  listBuyableGoods,
  listFreeCourses,
  listRecentLives,
  searchCatalogue,
} from '../../../../db/repositories/catalogue'
import { ApiFailure, ok } from '../../../../errors'
import {
  CourseCardSchema,
  GoodsItemSchema,
  IdParam,
  LastLearningSchema,
  LiveLessonSchema,
  SearchResultSchema,
} from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { chinaTime } from '../../../../time'
import { requireUserId } from '../../../guards'

/** The mobile site's home calls (spec §7), plus the free lists and search (paths ours). */
const wapCatalogue: FastifyPluginAsync = async (app) => {
  app.get(
    '/knew/api/wap/preLive',
    { schema: { response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES } } },
    async () => ok(await listRecentLives(app.db, chinaTime(new Date()))),
  )

  app.get<{ Params: { id: number } }>(
    '/knew/api/wap/buyAbleGoods/courseId/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const goods = await listBuyableGoods(app.db, request.params.id)
      if (!goods) throw new ApiFailure(404, `课程不存在：${request.params.id}`)
      return ok(goods)
    },
  )

  app.get(
    '/knew/api/wap/lastLearning',
    { schema: { response: { 200: envelope(LastLearningSchema), ...ERROR_RESPONSES } } },
    async (request) => {
      const record = await findLastLearning(app.db, await requireUserId(request))
      if (!record) throw new ApiFailure(404, '暂无学习记录')
      return ok(record)
    },
  )

  // Not in the spec's call list: the free lists of /home/list/:type.
  app.get<{ Params: { type: 0 | 1 } }>(
    '/knew/api/wap/freeList/type/:type',
    {
      schema: {
        params: Type.Object({ type: Type.Union([Type.Literal(0), Type.Literal(1)]) }),
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await listFreeCourses(app.db, request.params.type)),
  )

  // Not in the spec's call list: the search of /search (name searchResult).
  app.get<{ Querystring: { keyword: string } }>(
    '/knew/api/wap/search',
    {
      schema: {
        querystring: Type.Object({ keyword: Type.String({ minLength: 1, maxLength: 50 }) }),
        response: { 200: envelope(SearchResultSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const keyword = request.query.keyword.trim()
      if (!keyword) throw new ApiFailure(400, '请输入搜索关键词')
      return ok(await searchCatalogue(app.db, keyword, chinaTime(new Date())))
    },
  )
}

export default wapCatalogue
