import { randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import { createSmsSender } from '../../adapters/sms'
import { valueOrInitial } from '../../db/repositories/app-meta'
import { sweepLoginFailures } from '../../services/login-throttle'

/** The SMS adapter and the secret that SMS codes are hashed with. */
export default fp(
  async (app) => {
    // Development: a random secret kept in the database, so codes survive a restart.
    const secret =
      app.config.authSecret ??
      (await app.db
        .transaction()
        .execute((trx) => valueOrInitial(trx, 'auth_secret', randomBytes(32).toString('hex'))))
    const sms = createSmsSender(app.config.sms, {
      db: app.db,
      log: (message, detail) => app.log.info(detail, message),
    })
    app.decorate('sms', sms)
    app.decorate('smsCodes', { db: app.db, sms, secret })
    app.log.info({ sms: sms.name }, 'SMS adapter ready')

    const sweeper = setInterval(
      () => {
        sweepLoginFailures(app.db).catch((error: unknown) =>
          app.log.error({ err: error }, 'login failure sweep failed'),
        )
      },
      60 * 60 * 1000,
    )
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'accounts', dependencies: ['database'] },
)
