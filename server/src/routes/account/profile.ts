import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { listAddresses } from '@server/db/repositories/addresses'
import { toUserInfo } from '@server/db/repositories/users'
import { ok } from '@server/errors'
import { ProfileResultSchema } from '@common/contracts/accounts'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { currentUser } from '@server/services/users'

/** GET /knew/home/user/profile?device=mobile: the user and their (first) address. */
const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/knew/home/user/profile',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ device: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: {
          200: envelope(ProfileResultSchema),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const [user, addresses] = await Promise.all([
        currentUser(app.db, userId),
        listAddresses(app.db, userId),
      ])
      return ok({ user: toUserInfo(user), address: addresses[0] ?? null })
    },
  )
}

export default profile
