import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { IdParam } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { LiveItemSchema } from '@common/contracts/lives'
import { classroomLiveList } from '@server/services/lives'
import { FAILURES } from '@server/failures'

/** GET /knew/pc/Classroom/getLiveList/classroomId/{id}: a class room's lives with their state. */
const getLiveList: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/pc/Classroom/getLiveList/classroomId/:id',
    {
      config: { access: 'optional' },
      schema: {
        params: IdParam,
        response: { 200: envelope(Type.Array(LiveItemSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!(await app.publicAnswers.classroom(id)).value) throw FAILURES.classroomNotFound()
      const userId = await request.currentUserId()
      return ok(await classroomLiveList(app.db, id, userId, app.clock()))
    },
  )
}

export default getLiveList
