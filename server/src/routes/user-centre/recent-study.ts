import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PageNumber } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { RecentStudyPageSchema } from '@common/contracts/user-centre'
import { recentStudy } from '@server/services/my-study'

/** GET /knew/home/user/getRecentStudy/p/{page}: the last lesson of each course, newest first. */
const getRecentStudy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/getRecentStudy/p/:page',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ page: PageNumber }),
        response: { 200: envelope(RecentStudyPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await recentStudy(app.db, request.learnerId(), request.params.page)),
  )
}

export default getRecentStudy
