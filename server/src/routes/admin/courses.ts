import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleCourseDetailEnvelope,
  ConsoleCourseListEnvelope,
  CourseChangeBody,
  CourseChapterBody,
  CourseChapterEnvelope,
  CourseSubjectListEnvelope,
  NewCourseBody,
} from '@common/contracts/console-courses'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { courseSubjects } from '@server/db/repositories/console-courses'
import { ok } from '@server/errors'
import { assertUploadedImage } from '@server/services/images'
import {
  changeCourse,
  consoleCourseDetail,
  consoleCourses,
  createCourse,
} from '@server/services/console-courses'
import { addCourseChapter, changeCourseChapter } from '@server/services/console-lessons'

const IdParams = Type.Object({ id: PositiveId })

/**
 * Courses in the console (教务): GET /admin/api/courses (every course with its chapters),
 * GET /admin/api/course-subjects (the subjects a course may belong to),
 * GET /admin/api/courses/:id (with its outline and lessons), POST /admin/api/courses (a draft),
 * PATCH /admin/api/courses/:id (`status` publishes or withdraws), POST
 * /admin/api/courses/:id/chapters and PATCH /admin/api/course-chapters/:id (the outline).
 */
const courses: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/courses',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleCourseListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleCourses(app.db)),
  )

  app.get(
    '/admin/api/course-subjects',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: CourseSubjectListEnvelope, ...ERROR_RESPONSES } },
    },
    async () =>
      ok(
        (await courseSubjects(app.db)).map((row) => ({
          id: Number(row.id),
          name: row.name,
          examName: row.exam_name,
        })),
      ),
  )

  app.get(
    '/admin/api/courses/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        response: { 200: ConsoleCourseDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await consoleCourseDetail(app.db, request.params.id)),
  )

  app.post(
    '/admin/api/courses',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewCourseBody,
        response: { 200: ConsoleCourseDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await createCourse(app.db, request.body, await request.staffActor(), app.clock()),
        '课程已创建',
      )
    },
  )

  app.patch(
    '/admin/api/courses/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: CourseChangeBody,
        response: { 200: ConsoleCourseDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await changeCourse(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      )
    },
  )

  app.post(
    '/admin/api/courses/:id/chapters',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: CourseChapterBody,
        response: { 200: CourseChapterEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await addCourseChapter(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '章节已添加',
      ),
  )

  app.patch(
    '/admin/api/course-chapters/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: CourseChapterBody,
        response: { 200: CourseChapterEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeCourseChapter(
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

export default courses
