import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../../../errors'
import { PageNumber } from '../../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../../schemas/envelope'
import { RecentStudyPageSchema } from '../../../../schemas/user-centre'
import { recentStudy } from '../../../../services/my-study'

/** GET /knew/home/user/getRecentStudy/p/{page}: the last lesson of each course, newest first. */
const getRecentStudy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/getRecentStudy/p/:page',
    {
      schema: {
        params: Type.Object({ page: PageNumber }),
        response: { 200: envelope(RecentStudyPageSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await recentStudy(app.db, await request.requireUserId(), request.params.page)),
  )
}

export default getRecentStudy
