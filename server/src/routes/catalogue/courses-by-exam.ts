import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { CourseCategorySchema } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /knew/Pc/course/getCourse: every exam with its subjects and courses (spec §3). */
const getCourse: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/Pc/course/getCourse',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(Type.Array(CourseCategorySchema)), ...ERROR_RESPONSES } },
    },
    async (_request, reply) => reply.sendAnswer(await app.publicAnswers.catalogue()),
  )
}

export default getCourse
