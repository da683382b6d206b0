import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ApiFailure } from '../../../errors'
import { IdParam } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { ClassroomDetailSchema } from '../../../schemas/study'

/** GET /api/home/visitclassroom/{id}: a class room's page (class info; path ours). */
const visitclassroom: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/visitclassroom/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(ClassroomDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await app.publicAnswers.classroom(request.params.id)
      if (!answer.value) throw new ApiFailure(404, '班级不存在')
      return reply.sendAnswer(answer)
    },
  )
}

export default visitclassroom
