import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleLessonEnvelope,
  LessonChangeBody,
  LessonChoiceListEnvelope,
  LessonSearchQuery,
  NewLessonBody,
} from '@common/contracts/console-courses'
import { lessonChoices } from '@server/db/repositories/console-courses'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import { sendStoredVideo } from '@server/media-range'
import { changeLesson, createLesson, lessonVideoKey } from '@server/services/console-lessons'

const IdParams = Type.Object({ id: PositiveId })

/**
 * Lessons in the console (教务): GET /admin/api/lessons?keyword=&ids= (found by title, for the
 * forms that link to lessons), POST /admin/api/lessons (in a course, with the video of a
 * finished upload), PATCH /admin/api/lessons/:id, and GET /admin/api/lessons/:id/video: its
 * video for staff to preview (by ranges, as the learners' player gets it; drafts included).
 */
const lessons: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/lessons',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        querystring: LessonSearchQuery,
        response: { 200: LessonChoiceListEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const ids = (request.query.ids ?? '').split(',').filter(Boolean).map(Number)
      const rows = await lessonChoices(app.db, (request.query.keyword ?? '').trim(), ids)
      return ok(
        rows.map((row) => ({
          id: Number(row.id),
          title: row.title,
          courseTitle: row.course_title,
        })),
      )
    },
  )

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

  app.get(
    '/admin/api/lessons/:id/video',
    { config: { access: { staff: ['content'] } }, schema: { params: IdParams } },
    async (request, reply) =>
      sendStoredVideo(
        request,
        reply,
        app.mediaStorage,
        await lessonVideoKey(app.db, request.params.id),
      ),
  )
}

export default lessons
