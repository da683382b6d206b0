import fastifyStatic from '@fastify/static'
import fp from 'fastify-plugin'
import path from 'node:path'

/**
 * Images we made for the demo school (banners, QR) and the app's navigation icons (NutUI's,
 * as files: src/components/home-nav/nav-icon.tsx), served under /media/.
 */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: path.resolve(__dirname, '..', '..', '..', 'assets'),
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '1d',
    })
  },
  { name: 'media' },
)
