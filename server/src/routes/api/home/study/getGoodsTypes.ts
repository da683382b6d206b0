import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listGoodsTypes } from '../../../../db/repositories/catalogue'
import { ok } from '../../../../errors'
import { GoodsTypeSchema } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'

/** GET /api/home/study/getGoodsTypes: the store's categories with their goods. */
const getGoodsTypes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/study/getGoodsTypes',
    { schema: { response: { 200: envelope(Type.Array(GoodsTypeSchema)), ...ERROR_RESPONSES } } },
    async () => ok(await listGoodsTypes(app.db)),
  )
}

export default getGoodsTypes
