import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CourseCategorySchema } from '@server/schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'

/** GET /knew/Pc/course/getCourse: every exam with its subjects and courses (spec §3). */
const getCourse: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/Pc/course/getCourse',
    {
      schema: { response: { 200: envelope(Type.Array(CourseCategorySchema)), ...ERROR_RESPONSES } },
    },
    async (_request, reply) => reply.sendAnswer(await app.publicAnswers.catalogue()),
  )
}

export default getCourse
