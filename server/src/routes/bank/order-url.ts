import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { goodsOfSubject } from '@server/db/repositories/bank'
import { ApiFailure, ok } from '@server/errors'
import { SubjectOrderSchema } from '@common/contracts/bank'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { existingSubject } from '@server/services/bank'

/** GET /api/v1/getOrderUrl?subjectId=: the goods selling the subject's bank and its confirm route. */
const getOrderUrl: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/getOrderUrl',
    {
      config: { access: 'public' },
      schema: {
        querystring: Type.Object({ subjectId: PositiveId }),
        response: { 200: envelope(SubjectOrderSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const subject = await existingSubject(app.db, request.query.subjectId)
      const goods = await goodsOfSubject(app.db, Number(subject.id))
      if (!goods) throw new ApiFailure(404, '该科目题库暂未开售')
      const goodsId = Number(goods.id)
      return ok({
        goodsId,
        title: goods.title,
        price: Number(goods.price_fen) / 100,
        discountPrice: Number(goods.discount_price_fen) / 100,
        url: `/order/confirm/id/${goodsId}/type/goods`,
      })
    },
  )
}

export default getOrderUrl
