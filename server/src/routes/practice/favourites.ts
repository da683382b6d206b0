import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@server/schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { FavouriteSchema } from '@server/schemas/practice'
import { switchFavourite } from '@server/services/notes'

/** POST /api/practice/favourites/{questionId}: puts a question in 我的收藏, or takes it out. */
const favourites: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/favourites/:questionId',
    {
      schema: {
        params: Type.Object({ questionId: PositiveId }),
        response: { 200: envelope(FavouriteSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await switchFavourite(app.db, await request.requireUserId(), request.params.questionId)),
  )
}

export default favourites
