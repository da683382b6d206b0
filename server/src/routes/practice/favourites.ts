import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { FavouriteSchema } from '@common/contracts/practice'
import { switchFavourite } from '@server/services/notes'

/** POST /api/practice/favourites/{questionId}: puts a question in 我的收藏, or takes it out. */
const favourites: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/favourites/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ questionId: PositiveId }),
        response: { 200: envelope(FavouriteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await switchFavourite(app.db, request.learnerId(), request.params.questionId, app.clock()),
      ),
  )
}

export default favourites
