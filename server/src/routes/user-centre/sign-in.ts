import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyRequest } from 'fastify'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { SignInResultSchema } from '@common/contracts/user-centre'
import { signIn } from '@server/services/sign-in'

/**
 * GET (the spec's) and POST /api/home/signin/: signs in for today (China), once a day. A
 * second sign-in of the day is no error: 今日已签到, with nothing given.
 */
const signin: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { response: { 200: envelope(SignInResultSchema), ...ERROR_RESPONSES } }
  const handler = async (request: FastifyRequest) => {
    const result = await signIn(app.db, request.learnerId(), app.config.points, app.clock())
    return ok(result, result.already ? '今日已签到' : '签到成功')
  }
  // A cross-site link must not sign a learner in: only the app's own GETs count.
  app.get(
    '/api/home/signin',
    { schema, config: { access: 'learner', changesState: true } },
    handler,
  )
  app.post('/api/home/signin', { config: { access: 'learner' }, schema }, handler)
}

export default signin
