import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiFailure } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { BannerSchema } from '@common/contracts/organisation'

const Params = Type.Object({
  trainCode: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
})

/** GET /api/home/banner/{trainCode}/type/mm: the mobile banners of an organisation. */
const banner: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/banner/:trainCode/type/mm',
    {
      config: { access: 'public' },
      schema: {
        params: Params,
        response: { 200: envelope(Type.Array(BannerSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { trainCode } = request.params
      const answer = await app.publicAnswers.banners(trainCode)
      if (!answer.value) throw new ApiFailure(404, `培训机构不存在：${trainCode}`)
      return reply.sendAnswer(answer)
    },
  )
}

export default banner
