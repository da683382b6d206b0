import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { chooseWrongExit, wrongExitOf } from '@server/services/bank'

const SettingsSchema = Type.Object({ wrongExit: Type.Integer() })

/**
 * GET /api/practice/settings and POST {wrongExit}: how many right answers in a row (1-3, 2 by
 * default) take a question out of the learner's wrong-answer book.
 */
const settings: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/practice/settings',
    {
      config: { access: 'learner' },
      schema: { response: { 200: envelope(SettingsSchema), ...ERROR_RESPONSES } },
    },
    async (request) => ok({ wrongExit: await wrongExitOf(app.db, request.learnerId()) }),
  )

  app.post(
    '/api/practice/settings',
    {
      config: { access: 'learner' },
      schema: {
        body: Type.Object({ wrongExit: Type.Integer() }),
        response: { 200: envelope(SettingsSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await chooseWrongExit(app.db, request.learnerId(), request.body.wrongExit)),
  )
}

export default settings
