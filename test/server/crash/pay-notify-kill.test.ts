// The issue "Buying": a kill -9 of the server between a payment notification and its answer
// loses nothing, and the next notification completes the order exactly once. The real server
// runs in a process of its own; the commit-pause hook stops it at the payment's commit (before
// or after it) so that the SIGKILL lands there every time, not by luck of timing.
import type { Kysely } from 'kysely'
import type { Database } from '@server/db/schema'
import { DATABASE_KINDS, createTestDatabase, type TestDatabase } from '../support/databases'
import { freshMobile } from '../support/learners'
import {
  courseOnSale,
  devNotification,
  openDatabase,
  paymentRecord,
  placeOrder,
  registerLearner,
  sendNotification,
  viewOrder,
  type PaymentRecord,
  type SignedNotification,
} from './paying'
import { PAUSED_LINE, killAllServers, startServer, type PausePoint } from './server-process'

/** Each test starts the server twice; a slow machine may take a while for each. */
const TEST_TIMEOUT_MS = 150_000
const PAUSE_WAIT_MS = 30_000

interface Purchase {
  orderNo: string
  cookie: string
  notification: SignedNotification & { notifyId: string }
}

describe.each(DATABASE_KINDS)(
  'kill -9 between a payment notification and its answer (%s)',
  (kind) => {
    let database: TestDatabase
    let db: Kysely<Database>
    let beforeCommit: Purchase
    let afterCommit: Purchase

    /** A new learner's unpaid course order, and WeChat Pay's notification that it was paid. */
    async function purchase(baseUrl: string): Promise<Purchase> {
      const cookie = await registerLearner(baseUrl, freshMobile())
      const orderNo = await placeOrder(baseUrl, cookie, {
        type: 'course',
        gid: (await courseOnSale(db)).gid,
      })
      const view = await viewOrder(baseUrl, cookie, orderNo)
      const notification = await devNotification(db, { orderNo, amountFen: view.amountFen })
      return { orderNo, cookie, notification }
    }

    /** Sends the notification to a server that stops at `at`, and kill -9s it there. */
    async function killDuringNotify(paid: Purchase, at: PausePoint['at']): Promise<number | null> {
      const server = await startServer(database.env, {
        pause: { notifyId: paid.notification.notifyId, at },
      })
      const answer = sendNotification(server.baseUrl, paid.notification)
      await server.waitForOutput(`${PAUSED_LINE} ${at}`, PAUSE_WAIT_MS)
      await server.kill()
      return answer
    }

    /** Starts the server again and sends the same notification twice, as WeChat Pay retries. */
    async function notifyAgain(paid: Purchase): Promise<PaymentRecord> {
      const server = await startServer(database.env)
      try {
        expect(await sendNotification(server.baseUrl, paid.notification)).toBe(204)
        expect(await sendNotification(server.baseUrl, paid.notification)).toBe(204)
        const view = await viewOrder(server.baseUrl, paid.cookie, paid.orderNo)
        expect(view.status).toBe('paid')
      } finally {
        await server.kill()
      }
      return paymentRecord(db, paid.orderNo)
    }

    beforeAll(async () => {
      database = await createTestDatabase(kind)
      db = openDatabase(database.env)
      const server = await startServer(database.env)
      try {
        beforeCommit = await purchase(server.baseUrl)
        afterCommit = await purchase(server.baseUrl)
      } finally {
        await server.kill()
      }
    }, TEST_TIMEOUT_MS)

    afterAll(async () => {
      await killAllServers()
      await db?.destroy()
      await database?.drop()
    })

    it(
      'keeps nothing of a payment killed at its commit, and the next notification completes it once',
      async () => {
        const { orderNo, notification } = beforeCommit
        expect(await killDuringNotify(beforeCommit, 'before-commit')).toBeNull()
        expect(await paymentRecord(db, orderNo)).toEqual({
          status: 'unpaid',
          paidAt: null,
          transactionId: null,
          notifyIds: [],
          grants: [],
          points: [],
          expectedPoints: expect.any(Number),
          balanceDrift: 0,
        })

        const record = await notifyAgain(beforeCommit)
        expect(record).toEqual({
          status: 'paid',
          paidAt: expect.any(Number),
          transactionId: `T${orderNo}`,
          notifyIds: [notification.notifyId],
          // One enrolment, made by the completion that paid the order, and its points once.
          grants: [record.paidAt],
          points: [record.expectedPoints],
          expectedPoints: expect.any(Number),
          balanceDrift: 0,
        })
      },
      TEST_TIMEOUT_MS,
    )

    it(
      'keeps a payment killed after its commit but before its answer, and the next notification changes nothing',
      async () => {
        const { orderNo, notification } = afterCommit
        expect(await killDuringNotify(afterCommit, 'after-commit')).toBeNull()
        const committed = await paymentRecord(db, orderNo)
        expect(committed).toEqual({
          status: 'paid',
          paidAt: expect.any(Number),
          transactionId: `T${orderNo}`,
          notifyIds: [notification.notifyId],
          grants: [committed.paidAt],
          points: [committed.expectedPoints],
          expectedPoints: expect.any(Number),
          balanceDrift: 0,
        })

        expect(await notifyAgain(afterCommit)).toEqual(committed)
      },
      TEST_TIMEOUT_MS,
    )
  },
)
