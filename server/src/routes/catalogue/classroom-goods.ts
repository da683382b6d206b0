import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { GoodsItemSchema, PageNumber, PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { paged } from '@common/contracts/study'
import { FAILURES } from '@server/failures'

/** GET /api/home/classgoods/{id}/p/{page}: a page of the goods a class room sells. */
const classgoods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/classgoods/:id/p/:page',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ id: PositiveId, page: PageNumber }),
        response: { 200: envelope(paged(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id, page } = request.params
      if (!(await app.publicAnswers.classroom(id)).value) throw FAILURES.classroomNotFound()
      return reply.sendAnswer(await app.publicAnswers.classroomGoods(id, page))
    },
  )
}

export default classgoods
