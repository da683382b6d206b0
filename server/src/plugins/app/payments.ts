import fp from 'fastify-plugin'
import { createPayment, type DevPayKeys } from '../../adapters/payment'
import { DEV_PAY_KEYS, newDevKeys } from '../../adapters/payment/dev-keys'
import { valueOrInitial } from '../../db/repositories/app-meta'
import { closeExpiredOrders } from '../../services/payments'

/** How often unpaid orders past their time are closed. */
const SWEEP_MS = 60_000

/** The payment adapter, and the sweep that closes unpaid orders past their time. */
export default fp(
  async (app) => {
    const payment = await createPayment(
      app.config.payment,
      async () =>
        JSON.parse(
          await app.db
            .transaction()
            .execute((trx) =>
              valueOrInitial(trx, DEV_PAY_KEYS, () => JSON.stringify(newDevKeys())),
            ),
        ) as DevPayKeys,
    )
    app.decorate('payment', payment)
    app.log.info({ payment: payment.name }, 'payment adapter ready')

    const sweeper = setInterval(() => {
      closeExpiredOrders(app.db, payment, app.config.points, app.clock()).catch((error: unknown) =>
        app.log.error({ err: error }, 'closing expired orders failed'),
      )
    }, SWEEP_MS)
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))
  },
  { name: 'payments', dependencies: ['database'] },
)
