import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ApiFailure } from '@server/errors'
import { CourseCardSchema, IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'

/** GET /knew/Pc/course/getCourseList/cateId/{id}: the courses of an exam or of one subject. */
const getCourseList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/Pc/course/getCourseList/cateId/:id',
    {
      config: { access: 'public' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(CourseCardSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const answer = await app.publicAnswers.coursesOfCategory(request.params.id)
      if (!answer.value) throw new ApiFailure(404, `课程分类不存在：${request.params.id}`)
      return reply.sendAnswer(answer)
    },
  )
}

export default getCourseList
