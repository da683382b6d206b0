import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { ApiFailure, ok } from '../../../errors'
import { NullEnvelope } from '../../../schemas/accounts'
import { ERROR_RESPONSES } from '../../../schemas/envelope'

const SuggestionBody = Type.Object({
  content: Type.String({ maxLength: 500 }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
})

/** Feedback from learners and visitors (POST /api/home/suggests/); at most 5 an hour per IP. */
const suggests: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { content: string; contact?: string } }>(
    '/api/home/suggests/',
    { schema: { body: SuggestionBody, response: { 200: NullEnvelope, ...ERROR_RESPONSES } } },
    async (request) => {
      const content = request.body.content.trim()
      if ([...content].length < 5) throw new ApiFailure(400, '请至少写5个字，让我们了解您的问题')
      const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
      const recent = await app.db
        .selectFrom('suggestions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', request.ip)
        .where('created_at', '>', hourAgo)
        .executeTakeFirstOrThrow()
      if (Number(recent.n) >= 5) throw new ApiFailure(429, '提交太频繁了，请稍后再试')
      await app.db
        .insertInto('suggestions')
        .values({
          user_id: await request.currentUserId(),
          content,
          contact: request.body.contact?.trim() ?? '',
          ip: request.ip,
          created_at: new Date().toISOString(),
        })
        .execute()
      return ok(null, '感谢您的反馈，我们会尽快处理')
    },
  )
}

export default suggests
