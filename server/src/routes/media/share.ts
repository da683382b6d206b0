import type { FastifyPluginAsync } from 'fastify'
import { sendSharePng, shareImagePng } from '@server/share-images'

/** GET /media/share/school.png: the school's share image, for pages without a picture. */
const share: FastifyPluginAsync = async (app) => {
  app.get('/media/share/school.png', { config: { access: 'public' } }, async (_request, reply) =>
    sendSharePng(reply, shareImagePng(null)),
  )
}

export default share
