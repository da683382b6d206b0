import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiFailure } from '@server/errors'
import { GoodsItemSchema, IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /knew/api/wap/buyAbleGoods/courseId/{id}: the goods that give access to a course. */
const buyAbleGoods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/buyAbleGoods/courseId/:id',
    {
      config: { access: 'public' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(GoodsItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await app.publicAnswers.buyableGoods(request.params.id)
      if (!answer.value) throw new ApiFailure(404, `课程不存在：${request.params.id}`)
      return reply.sendAnswer(answer)
    },
  )
}

export default buyAbleGoods
