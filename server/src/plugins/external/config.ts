import fp from 'fastify-plugin'
import type { Config } from '../../config'

/** Makes the validated configuration available to every plugin. */
export default fp<{ config: Config }>(
  async (app, options) => {
    app.decorate('config', options.config)
  },
  { name: 'config' },
)
