import { generateKeyPairSync, randomBytes } from 'node:crypto'
import fp from 'fastify-plugin'
import { createPayment, type DevPayKeys } from '../../adapters/payment'
import { valueOrInitial } from '../../db/repositories/app-meta'
import { closeExpiredOrders } from '../../services/payments'

/** How often unpaid orders past their time are closed. */
const SWEEP_MS = 60_000

/** Keys for the development provider: a platform key pair and an APIv3 key, made once. */
function newDevKeys(): DevPayKeys {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return {
    platformPrivateKey: pair.privateKey,
    platformPublicKey: pair.publicKey,
    platformSerial: `PUB_KEY_ID_${Array.from(randomBytes(32), (b) => b % 10).join('')}`,
    apiV3Key: randomBytes(16).toString('hex'),
  }
}

/** The payment adapter, and the sweep that closes unpaid orders past their time. */
export default fp(
  async (app) => {
    const payment = await createPayment(
      app.config.payment,
      async () =>
        JSON.parse(
          await app.db
            .transaction()
            .execute((trx) => valueOrInitial(trx, 'dev_pay_keys', JSON.stringify(newDevKeys()))),
        ) as DevPayKeys,
    )
    app.decorate('payment', payment)
    app.log.info({ payment: payment.name }, 'payment adapter ready')

    const sweeper = setInterval(() => {
      closeExpiredOrders(app.db, payment, app.config.points).catch((error: unknown) =>
        app.log.error({ err: error }, 'closing expired orders failed'),
      )
    }, SWEEP_MS)
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'payments', dependencies: ['database'] },
)
