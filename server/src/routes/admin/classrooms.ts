import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ClassroomBody,
  ClassroomChangeBody,
  ConsoleClassroomEnvelope,
  ConsoleClassroomListEnvelope,
} from '@common/contracts/console-classrooms'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeClassroom,
  consoleClassrooms,
  createClassroom,
} from '@server/services/console-classrooms'
import { assertUploadedImage } from '@server/services/images'

const IdParams = Type.Object({ id: PositiveId })

/** Class rooms (教务): GET/POST /admin/api/classrooms, PATCH /admin/api/classrooms/:id. */
const classrooms: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/classrooms',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleClassroomListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleClassrooms(app.db)),
  )

  app.post(
    '/admin/api/classrooms',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: ClassroomBody,
        response: { 200: ConsoleClassroomEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await createClassroom(app.db, request.body, await request.staffActor(), app.clock()),
        '班级已创建',
      )
    },
  )

  app.patch(
    '/admin/api/classrooms/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: ClassroomChangeBody,
        response: { 200: ConsoleClassroomEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await changeClassroom(
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
}

export default classrooms
