import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listClassroomGoods } from '../../../db/repositories/classrooms'
import { ok } from '../../../errors'
import { GoodsItemSchema, PageNumber, PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { paged } from '../../../schemas/study'
import { existingClassroom } from '../../../services/lookups'

/** GET /api/home/classgoods/{id}/p/{page}: a page of the goods a class room sells. */
const classgoods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/classgoods/:id/p/:page',
    {
      schema: {
        params: Type.Object({ id: PositiveId, page: PageNumber }),
        response: { 200: envelope(paged(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await existingClassroom(app.db, request.params.id)
      return ok(await listClassroomGoods(app.db, request.params.id, request.params.page))
    },
  )
}

export default classgoods
