import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { coverSvg } from '../../covers'
import { ApiFailure } from '../../errors'
import { GoodsKindSchema, PositiveId } from '../../schemas/catalogue'

const Params = Type.Object({ kind: GoodsKindSchema, id: PositiveId })

/** GET /media/covers/{kind}/{id}.svg: the cover the server draws for a course, class or goods. */
const covers: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/media/covers/:kind/:id.svg', { schema: { params: Params } }, async (request, reply) => {
    const { kind, id } = request.params
    const { value: text } = await app.publicAnswers.coverText(kind, id)
    if (!text) throw new ApiFailure(404, '图片不存在')
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=86400')
      .send(coverSvg(text.title, text.group))
  })
}

export default covers
