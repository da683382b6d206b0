import type { FastifyPluginAsync } from 'fastify'
import { Type } from 'typebox'
import { coverSvg } from '../../covers'
import { coverText } from '../../db/repositories/catalogue'
import { ApiFailure } from '../../errors'

const Params = Type.Object({
  kind: Type.Union([Type.Literal('course'), Type.Literal('classroom'), Type.Literal('goods')]),
  id: Type.Integer({ minimum: 1 }),
})

/** GET /media/covers/{kind}/{id}.svg: the cover the server draws for a course, class or goods. */
const covers: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: 'course' | 'classroom' | 'goods'; id: number } }>(
    '/media/covers/:kind/:id.svg',
    { schema: { params: Params } },
    async (request, reply) => {
      const text = await coverText(app.db, request.params.kind, request.params.id)
      if (!text) throw new ApiFailure(404, '图片不存在')
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(coverSvg(text.title, text.group))
    },
  )
}

export default covers
