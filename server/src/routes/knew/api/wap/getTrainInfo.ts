import type { FastifyPluginAsync } from 'fastify'
import { findDefaultOrganisation } from '../../../../db/repositories/organisations'
import { ApiFailure, ok } from '../../../../errors'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { TrainInfoSchema } from '../../../../schemas/organisation'

/** GET /knew/api/wap/getTrainInfo: the school's name and contacts, configuration first. */
const getTrainInfo: FastifyPluginAsync = async (app) => {
  app.get(
    '/knew/api/wap/getTrainInfo',
    { schema: { response: { 200: envelope(TrainInfoSchema), ...ERROR_RESPONSES } } },
    async () => {
      const organisation = await findDefaultOrganisation(app.db)
      if (!organisation) throw new ApiFailure(404, '尚未配置培训机构信息')
      const { created_at: _createdAt, ...info } = organisation
      return ok({ ...info, ...app.config.organisation })
    },
  )
}

export default getTrainInfo
