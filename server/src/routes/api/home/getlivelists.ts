import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listClassroomLives } from '../../../db/repositories/classrooms'
import { ok } from '../../../errors'
import { IdParam, LiveLessonSchema } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import { existingClassroom } from '../../../services/lookups'

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
    async (request) => {
      await existingClassroom(app.db, request.params.id)
      return ok(await listClassroomLives(app.db, request.params.id))
    },
  )
}

export default getlivelists
