import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Type } from 'typebox'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ClassroomDetailSchema } from '@common/contracts/study'
import { FAILURES } from '@server/failures'

/**
 * GET /api/home/visitclassroom/{id}/type/{type} (spec §7) and /api/home/visitclassroom/{id}:
 * a class room's page (its info). The spec does not say what `type` selects; a class room is
 * opened the same way from a course, a live or goods (course, live, goods, or their numbers),
 * so the answer is the class room's whatever the type (README "Buying").
 */
const visitclassroom: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (id: number, reply: FastifyReply) => {
    const found = await app.publicAnswers.classroom(id)
    if (!found.value) throw FAILURES.classroomNotFound()
    return reply.sendAnswer(found)
  }
  const response = { 200: envelope(ClassroomDetailSchema), ...ERROR_RESPONSES }
  app.get(
    '/api/home/visitclassroom/:id',
    { config: { access: 'public' }, schema: { params: IdParam, response } },
    (request, reply) => answer(request.params.id, reply),
  )
  app.get(
    '/api/home/visitclassroom/:id/type/:type',
    {
      config: { access: 'public' },
      schema: {
        params: Type.Object({
          ...IdParam.properties,
          type: Type.String({ pattern: '^[a-z0-9]{1,16}$' }),
        }),
        response,
      },
    },
    (request, reply) => answer(request.params.id, reply),
  )
}

export default visitclassroom
