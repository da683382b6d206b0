import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PageNumber } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { PointsPageSchema } from '@common/contracts/user-centre'
import { pointsPage } from '@server/services/points'

/** GET /api/home/integraldetail/p/{page}: the learner's points, newest line first, 10 a page. */
const integraldetail: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/home/integraldetail/p/:page',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ page: PageNumber }),
        response: { 200: envelope(PointsPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await pointsPage(app.db, request.learnerId(), request.params.page)),
  )
}

export default integraldetail
