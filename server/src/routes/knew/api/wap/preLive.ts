import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { LiveLessonSchema } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'

/** GET /knew/api/wap/preLive: the lives not yet ended, soonest first (home's 最近直播). */
const preLive: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/preLive',
    { schema: { response: { 200: envelope(Type.Array(LiveLessonSchema)), ...ERROR_RESPONSES } } },
    async (_request, reply) => reply.sendAnswer(await app.publicAnswers.recentLives()),
  )
}

export default preLive
