import type { FastifyPluginAsync } from 'fastify'
import { sendSharePng, shareImagePng } from '../../share-images'

/** GET /media/share/school.png: the school's share image, for pages without a picture. */
const share: FastifyPluginAsync = async (app) => {
  app.get('/media/share/school.png', async (_request, reply) =>
    sendSharePng(reply, shareImagePng(null)),
  )
}

export default share
