import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ApiFailure } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { TrainInfoSchema } from '@common/contracts/organisation'

/** GET /knew/api/wap/getTrainInfo: the school's name and contacts, configuration first. */
const getTrainInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/api/wap/getTrainInfo',
    {
      config: { access: 'public' },
      schema: { response: { 200: envelope(TrainInfoSchema), ...ERROR_RESPONSES } },
    },
    async (_request, reply) => {
      const answer = await app.publicAnswers.trainInfo()
      if (!answer.value) throw new ApiFailure(404, '尚未配置培训机构信息')
      return reply.sendAnswer(answer)
    },
  )
}

export default getTrainInfo
