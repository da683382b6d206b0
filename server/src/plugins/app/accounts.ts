import fp from 'fastify-plugin'
import { createSmsSender } from '../../adapters/sms'
import { sweepLoginFailures } from '../../services/login-throttle'
import { hashPassword, verifyPassword } from '../../services/passwords'

/** The SMS adapter, the secret that SMS codes are hashed with, and password hashing. */
export default fp(
  async (app) => {
    const sms = createSmsSender(app.config.sms, {
      db: app.db,
      log: (message, detail) => app.log.info(detail, message),
    })
    app.decorate('sms', sms)
    app.decorate('smsCodes', { db: app.db, sms, secret: app.authSecret, now: app.clock })
    app.log.info({ sms: sms.name }, 'SMS adapter ready')
    // One object, so that a test can count the password checks a burst of logins makes.
    app.decorate('passwords', {
      hash: (password: string) => hashPassword(password, app.config.scryptN),
      verify: verifyPassword,
    })

    const sweeper = setInterval(
      () => {
        sweepLoginFailures(app.db, app.clock()).catch((error: unknown) =>
          app.log.error({ err: error }, 'login failure sweep failed'),
        )
      },
      60 * 60 * 1000,
    )
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'accounts', dependencies: ['database', 'auth-secret'] },
)
