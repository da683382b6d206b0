import fp from 'fastify-plugin'
import { createMediaStorage } from '../../adapters/storage'

/** The media storage adapter (MEDIA_DIR): lesson videos and uploaded images. */
export default fp(
  async (app) => {
    app.decorate('mediaStorage', createMediaStorage(app.config.storage))
  },
  { name: 'media-storage' },
)
