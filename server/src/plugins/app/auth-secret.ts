import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import { valueOrInitial } from '../../db/repositories/app-meta'

/** Where the development secret is kept (table app_meta). */
export const AUTH_SECRET_KEY = 'auth_secret'

/** A new random secret, for a school that configured none. */
export const newAuthSecret = () => randomBytes(32).toString('hex')

/**
 * The server's secret for what it signs or hashes (SMS codes, trusted-device cookies):
 * AUTH_SECRET, or in development a random one created once and kept in the database, so that
 * every process of the school shares it and it survives a restart.
 */
export default fp(
  async (app) => {
    const secret =
      app.config.authSecret ??
      (await app.db
        .transaction()
        .execute((trx) => valueOrInitial(trx, AUTH_SECRET_KEY, newAuthSecret)))
    app.decorate('authSecret', secret)
  },
  { name: 'auth-secret', dependencies: ['database'] },
)
