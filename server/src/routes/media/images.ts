import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { FAILURES } from '@server/failures'

const Params = Type.Object({ name: Type.String({ pattern: '^[0-9a-f-]{36}\\.(jpg|png)$' }) })

/** GET /media/images/{uuid}.jpg: an image uploaded in the console (re-encoded), for good. */
const images: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/media/images/:name',
    { config: { access: 'public' }, schema: { params: Params } },
    async (request, reply) => {
      const key = `images/${request.params.name}`
      const size = await app.mediaStorage.sizeOf(key)
      if (size === null) throw FAILURES.imageNotFound()
      return (
        reply
          .type(request.params.name.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('Content-Length', size)
          // The name is random and never reused: the image never changes.
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(app.mediaStorage.read(key, 0, size - 1))
      )
    },
  )
}

export default images
