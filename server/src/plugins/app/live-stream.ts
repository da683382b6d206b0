import fp from 'fastify-plugin'
import { createLiveStream } from '../../adapters/live'

/** The live-stream adapter (LIVE_PROVIDER): where lives and replays play from. */
export default fp(
  async (app) => {
    const liveStream = createLiveStream(app.config.live)
    app.decorate('liveStream', liveStream)
    app.log.info({ live: liveStream.name }, 'live-stream adapter ready')
  },
  { name: 'live-stream' },
)
