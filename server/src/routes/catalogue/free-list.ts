import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CourseCardSchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /knew/api/wap/freeList/type/{type}: the free lists of /home/list/:type (path ours). */
const freeList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/freeList/type/:type',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({ type: Type.Union([Type.Literal(0), Type.Literal(1)]) }),
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.sendAnswer(await app.publicAnswers.freeList(request.params.type)),
  )
}

export default freeList
