import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleLessonEnvelope,
  LessonChangeBody,
  NewLessonBody,
} from '@common/contracts/console-courses'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import { changeLesson, createLesson } from '@server/services/console-lessons'

const IdParams = Type.Object({ id: PositiveId })

/**
 * Lessons in the console (教务): POST /admin/api/lessons (in a course, with the video of a
 * finished upload) and PATCH /admin/api/lessons/:id.
 */
const lessons: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/admin/api/lessons',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: NewLessonBody, response: { 200: ConsoleLessonEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await createLesson(app.db, request.body, await request.staffActor(), app.clock()),
        '课时已创建',
      ),
  )

  app.patch(
    '/admin/api/lessons/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: LessonChangeBody,
        response: { 200: ConsoleLessonEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeLesson(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )
}

export default lessons
