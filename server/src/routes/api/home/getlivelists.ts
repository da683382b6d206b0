import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiFailure } from '../../../errors'
import { IdParam, LiveLessonSchema } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'

/** GET /api/home/getlivelists/{id}: the lives of a class room's courses. */
const getlivelists: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/getlivelists/:id',
    {
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!(await app.publicAnswers.classroom(id)).value) throw new ApiFailure(404, '班级不存在')
      return reply.sendAnswer(await app.publicAnswers.classroomLives(id))
    },
  )
}

export default getlivelists
