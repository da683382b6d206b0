import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { coverSvg } from '@server/covers'
import { FAILURES } from '@server/failures'
import { GoodsKindSchema, PositiveId } from '@common/contracts/catalogue'
import { sendSharePng, shareImagePng } from '@server/share-images'

const Params = Type.Object({ kind: GoodsKindSchema, id: PositiveId })

/**
 * GET /media/covers/{kind}/{id}.svg: the cover the server draws for a course, class or goods;
 * GET /media/covers/{kind}/{id}.png: its share image (WeChat shows no SVG in a share card).
 */
const covers: FastifyPluginAsyncTypebox = async (app) => {
  const coverText = async (kind: 'course' | 'classroom' | 'goods', id: number) => {
    const { value: text } = await app.publicAnswers.coverText(kind, id)
    if (!text) throw FAILURES.imageNotFound()
    return text
  }

  app.get(
    '/media/covers/:kind/:id.svg',
    { config: { access: 'public' }, schema: { params: Params } },
    async (request, reply) => {
      const text = await coverText(request.params.kind, request.params.id)
      return reply
        .type('image/svg+xml')
        .header('Cache-Control', 'public, max-age=86400')
        .send(coverSvg(text.title, text.group))
    },
  )

  app.get(
    '/media/covers/:kind/:id.png',
    { config: { access: 'public' }, schema: { params: Params } },
    async (request, reply) => {
      const text = await coverText(request.params.kind, request.params.id)
      return sendSharePng(reply, shareImagePng(text.group))
    },
  )
}

export default covers
