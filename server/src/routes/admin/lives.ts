import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleLiveEnvelope,
  ConsoleLivePageEnvelope,
  ConsoleLivesQuery,
  LiveChangeBody,
  NewLiveBody,
} from '@common/contracts/console-lives'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  assertOwnLive,
  changeLive,
  consoleLives,
  liveAction,
  scheduleLive,
} from '@server/services/console-lives'

const IdParams = Type.Object({ id: PositiveId })

/**
 * The lives in the console: GET /admin/api/lives (教务 all of them, a 讲师 their own);
 * POST /admin/api/lives and PATCH /admin/api/lives/:id schedule and change one (教务);
 * POST /admin/api/lives/:id/cancel (教务) and /replay (教务, or the live's own 讲师).
 */
const lives: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/lives',
    {
      config: { access: { staff: ['content', 'teacher'] } },
      schema: {
        querystring: ConsoleLivesQuery,
        response: { 200: ConsoleLivePageEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const staff = request.staffMember()
      const scope =
        staff.role === 'teacher' ? { teacherId: staff.teacher_id } : { all: true as const }
      return ok(await consoleLives(app.db, scope, request.query.page ?? 1, app.clock()))
    },
  )

  app.post(
    '/admin/api/lives',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: NewLiveBody, response: { 200: ConsoleLiveEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await scheduleLive(app.db, request.body, await request.staffActor(), app.clock()),
        '直播已创建',
      ),
  )

  app.patch(
    '/admin/api/lives/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: LiveChangeBody,
        response: { 200: ConsoleLiveEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeLive(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )

  app.post(
    '/admin/api/lives/:id/cancel',
    {
      config: { access: { staff: ['content'] } },
      schema: { params: IdParams, response: { 200: ConsoleLiveEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await liveAction(
          app.db,
          request.params.id,
          'cancel',
          await request.staffActor(),
          app.clock(),
        ),
        '直播已取消',
      ),
  )

  app.post(
    '/admin/api/lives/:id/replay',
    {
      config: { access: { staff: ['content', 'teacher'] } },
      schema: { params: IdParams, response: { 200: ConsoleLiveEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const staff = request.staffMember()
      if (staff.role === 'teacher') await assertOwnLive(app.db, request.params.id, staff.teacher_id)
      return ok(
        await liveAction(
          app.db,
          request.params.id,
          'replay',
          await request.staffActor(),
          app.clock(),
        ),
        '回放已就绪',
      )
    },
  )
}

export default lives
