// Payments through kill -9 at random points: the real server (its own process, a fresh SQLite
// database, the development payment provider), then rounds of: a new learner orders a course,
// WeChat Pay's notification of its payment is sent, the server is killed with SIGKILL 0–30 ms
// later, started again on the same database, and sent the same notification again. Every round
// must end with the order paid exactly once: the resend answered 204, one notification recorded,
// one enrolment made by the completion that paid it, and a payment that was already committed
// (or answered) before the kill left as it was. Reports where the kills landed: before the
// commit (the order still unpaid; this includes kills before the request arrived), after it but
// before the answer reached the client, or after the answer.
// Flags: --rounds 20 --max-delay 30 (ms), --postgres (a database on TEST_DATABASE_URL instead
// of SQLite), --json (write bench/results/).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createSession } from '../server/src/db/repositories/sessions'
import { createUser } from '../server/src/db/repositories/users'
import {
  courseOnSale,
  devNotification,
  openDatabase,
  paymentRecord,
  placeOrder,
  sendNotification,
  type PaymentRecord,
} from '../test/server/crash/paying'
import {
  killAllServers,
  startServer,
  type ServerProcess,
} from '../test/server/crash/server-process'
import { createTestDatabase } from '../test/server/support/databases'
import { countOption, flag } from './options'

const ROUNDS = countOption('rounds', 20)
const MAX_DELAY_MS = countOption('max-delay', 30)
const KIND = flag('postgres') ? 'postgres' : 'sqlite'

type Landing = 'before commit' | 'committed, unanswered' | 'answered'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** What is wrong with a round's end, if anything: each problem in a sentence. */
function problemsOf(
  orderNo: string,
  notifyId: string,
  first: { answer: number | null; record: PaymentRecord },
  resent: number | null,
  record: PaymentRecord,
): string[] {
  const problems: string[] = []
  if (resent !== 204) problems.push(`the resent notification was answered ${resent}`)
  if (record.status !== 'paid') problems.push(`the order is ${record.status}`)
  if (record.transactionId !== `T${orderNo}`) {
    problems.push(`the transaction is ${record.transactionId}`)
  }
  if (record.notifyIds.length !== 1 || record.notifyIds[0] !== notifyId) {
    problems.push(`${record.notifyIds.length} notifications recorded`)
  }
  if (record.grants.length !== 1 || record.grants[0] !== record.paidAt) {
    problems.push(`${record.grants.length} enrolments, made at ${record.grants.join(', ')}`)
  }
  if (record.points.length !== 1 || record.points[0] !== record.expectedPoints) {
    problems.push(`points for the order: ${record.points.join(', ') || 'none'}`)
  }
  if (record.balanceDrift !== 0)
    problems.push(`the balance is off its ledger by ${record.balanceDrift}`)
  if (first.answer !== null && first.answer !== 204) {
    problems.push(`the first notification was answered ${first.answer}`)
  }
  if (first.answer === 204 && first.record.status !== 'paid') {
    problems.push('a notification answered 204 was not kept (a lost payment)')
  }
  const kept = first.record.status === 'paid'
  if (kept && JSON.stringify(first.record) !== JSON.stringify(record)) {
    problems.push('the resend changed a payment already committed')
  }
  const keptAnything =
    first.record.notifyIds.length + first.record.grants.length + first.record.points.length > 0
  if (!kept && keptAnything) {
    problems.push('an unpaid order kept part of its payment (a notification, an enrolment, points)')
  }
  return problems
}

async function main(): Promise<void> {
  const database = await createTestDatabase(KIND, { empty: true })
  // The first start migrates and seeds the empty database.
  let server: ServerProcess = await startServer(database.env).catch(async (error: unknown) => {
    await database.drop()
    throw error
  })
  const db = openDatabase(database.env)
  try {
    const course = await courseOnSale(db)
    const landings: Record<Landing, number> = {
      'before commit': 0,
      'committed, unanswered': 0,
      answered: 0,
    }
    const failures: string[] = []
    const restartMs: number[] = []
    for (let round = 1; round <= ROUNDS; round += 1) {
      // A learner of their own each round: a course is bought once.
      const userId = await createUser(
        db,
        {
          mobile: `172${String(process.pid % 1000).padStart(3, '0')}${String(round).padStart(5, '0')}`,
          nickname: `断电学员${round}`,
        },
        new Date(),
      )
      const cookie = `sid=${await createSession(db, userId, 3_600_000, new Date())}`
      const orderNo = await placeOrder(server.baseUrl, cookie, { type: 'course', gid: course.gid })
      const notification = await devNotification(db, { orderNo, amountFen: course.amountFen })

      const delayMs = Math.random() * MAX_DELAY_MS
      const answer = sendNotification(server.baseUrl, notification)
      await sleep(delayMs)
      await server.kill()
      const first = { answer: await answer, record: await paymentRecord(db, orderNo) }
      const landing: Landing =
        first.answer !== null
          ? 'answered'
          : first.record.status === 'paid'
            ? 'committed, unanswered'
            : 'before commit'
      landings[landing] += 1

      const started = performance.now()
      server = await startServer(database.env)
      restartMs.push(performance.now() - started)
      const resent = await sendNotification(server.baseUrl, notification)
      const record = await paymentRecord(db, orderNo)
      const problems = problemsOf(orderNo, notification.notifyId, first, resent, record)
      if (problems.length > 0) failures.push(`round ${round} (${landing}): ${problems.join('; ')}`)
      console.log(
        `round ${round}/${ROUNDS}: killed after ${delayMs.toFixed(1)} ms, ${landing}, ${problems.length > 0 ? 'FAILED' : 'ok'}`,
      )
    }

    const meanRestart = restartMs.reduce((sum, ms) => sum + ms, 0) / restartMs.length
    console.log(
      `\n${ROUNDS} kill -9 during a payment notification (${KIND}, 0–${MAX_DELAY_MS} ms after sending):`,
    )
    console.log(
      '| rounds | killed before commit | committed, unanswered | answered | failures | mean restart |',
    )
    console.log('|---|---|---|---|---|---|')
    console.log(
      `| ${ROUNDS} | ${landings['before commit']} | ${landings['committed, unanswered']} | ${landings.answered} | ${failures.length} | ${(meanRestart / 1000).toFixed(1)} s |`,
    )
    for (const failure of failures) console.error(failure)
    if (flag('json')) {
      mkdirSync(path.resolve(__dirname, 'results'), { recursive: true })
      writeFileSync(
        path.resolve(__dirname, 'results', 'pay-crash.json'),
        JSON.stringify(
          { database: KIND, rounds: ROUNDS, maxDelayMs: MAX_DELAY_MS, landings, failures },
          null,
          2,
        ),
      )
    }
    if (failures.length > 0) process.exitCode = 1
  } finally {
    await killAllServers()
    await db.destroy()
    await database.drop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
