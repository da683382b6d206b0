import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listLessonItems } from '@server/db/repositories/lessons'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LessonListItemSchema } from '@common/contracts/study'
import { existingCourse } from '@server/services/lookups'

/** GET /knew/pc/course/lessons/courseId/{id}: a course's lesson list by chapter (path ours). */
const lessons: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/course/lessons/courseId/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LessonListItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const course = await existingCourse(app.db, request.params.id)
      return ok(await listLessonItems(app.db, course, await request.currentUserId()))
    },
  )
}

export default lessons
