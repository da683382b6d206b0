import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { CourseDetailSchema } from '@common/contracts/study'
import { FAILURES } from '@server/failures'

/** GET /knew/pc/course/info/courseId/{id}: a course's detail page (course info; path ours). */
const info: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/info/courseId/:id',
    {
      config: { access: 'public' },
      schema: {
        params: IdParam,
        response: { 200: envelope(CourseDetailSchema), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await app.publicAnswers.courseDetail(request.params.id)
      if (!answer.value) throw FAILURES.courseNotFound()
      return reply.sendAnswer(answer)
    },
  )
}

export default info
