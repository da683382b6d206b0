import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listRecentLives } from '../../../../db/repositories/catalogue'
import { ok } from '../../../../errors'
import { LiveLessonSchema } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'

/** GET /knew/api/wap/preLive: the lives not yet ended, soonest first (home's 最近直播). */
const preLive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/preLive',
    { schema: { response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES } } },
    async () => ok(await listRecentLives(app.db, Date.now())),
  )
}

export default preLive
