import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { jssdkSignature } from '@server/services/jssdk-signature'
import { FAILURE_COOLDOWN_MS, REFRESH_EARLY_MS } from '@server/services/wechat-tokens'
import { TestClock } from '@test/server/support/clock'
import {
  createTestDatabase,
  DATABASE_KINDS,
  type TestDatabase,
} from '@test/server/support/databases'
import { startFakeWechat, type FakeWechat } from '@test/server/support/fake-wechat'
import { buildTestApp } from '@test/server/support/test-server'

const PAGE = 'http://localhost/course/info/12?from=share'
const TICKET_MS = 7200 * 1000

/** getconfig as the app asks it, on one server instance. */
async function getconfig(app: FastifyInstance, pageurl = `${PAGE}#/x`) {
  const answer = await app.inject({
    method: 'POST',
    url: '/new/mm/jssdk/getconfig',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ pageurl }).toString(),
  })
  return { status: answer.statusCode, ...answer.json() }
}

/** The ticket an answer was signed with, among those the fake handed out (null: none). */
function signedWith(
  fake: FakeWechat,
  result: { nonceStr: string; timestamp: number; signature: string },
) {
  return (
    fake.tickets.find(
      (ticket) =>
        jssdkSignature({
          ticket,
          nonceStr: result.nonceStr,
          timestamp: result.timestamp,
          url: PAGE,
        }) === result.signature,
    ) ?? null
  )
}

/** What the database keeps of the account's credentials. */
async function kept(app: FastifyInstance) {
  const rows = await app.db
    .selectFrom('wechat_tokens')
    .select(['kind', 'value'])
    .orderBy('kind')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.kind, row.value]))
}

describe.each(DATABASE_KINDS)('the shared jsapi_ticket, with a fake WeChat (%s)', (kind) => {
  let fake: FakeWechat
  let database: TestDatabase
  const clock = new TestClock()
  const apps: FastifyInstance[] = []

  /** A server process on the test's database, with the fake WeChat and the test's clock. */
  async function instance() {
    const app = await buildTestApp(database, { env: fake.env, clock: clock.now })
    apps.push(app)
    // Connections opened before the requests, so that PostgreSQL's connecting does not
    // stagger requests meant to meet.
    await Promise.all(Array.from({ length: 10 }, () => sql`select 1`.execute(app.db)))
    return app
  }

  beforeEach(async () => {
    fake = await startFakeWechat()
    database = await createTestDatabase(kind)
    clock.set(Date.now())
  })

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
    await database.drop()
    await fake.close()
  })

  it('fetches once and shares the ticket between two server instances', async () => {
    const [one, two] = [await instance(), await instance()]
    const first = await getconfig(one)
    expect(first).toMatchObject({ status: 200, code: 200 })
    expect(first.result.appId).toBe(fake.env.WECHAT_APPID)
    expect(signedWith(fake, first.result)).toBe('TICKET_1')
    const second = await getconfig(two)
    expect(signedWith(fake, second.result)).toBe('TICKET_1')
    expect(fake.calls).toEqual({ token: 1, ticket: 1 })
    expect(await kept(two)).toEqual({ access_token: 'ACCESS_TOKEN_1', jsapi_ticket: 'TICKET_1' })
  })

  it('at expiry, 20 concurrent requests cause one token and one ticket fetch, and all are signed with it', async () => {
    const app = await instance()
    await getconfig(app)
    clock.set(clock.now() + TICKET_MS + 1000)
    const answers = await Promise.all(Array.from({ length: 20 }, () => getconfig(app)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200))
    expect(answers.map((answer) => signedWith(fake, answer.result))).toEqual(
      Array(20).fill('TICKET_2'),
    )
    expect(fake.calls).toEqual({ token: 2, ticket: 2 })
  })

  it('at expiry, concurrent requests to two instances cause one fetch between them', async () => {
    const [one, two] = [await instance(), await instance()]
    await getconfig(one)
    clock.set(clock.now() + TICKET_MS + 1000)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => getconfig(index % 2 ? one : two)),
    )
    expect(answers.map((answer) => signedWith(fake, answer.result))).toEqual(
      Array(20).fill('TICKET_2'),
    )
    expect(fake.calls).toEqual({ token: 2, ticket: 2 })
  })

  it('after a restart, reuses the kept ticket without asking WeChat', async () => {
    const before = await instance()
    await getconfig(before)
    await apps.shift()?.close()
    const after = await instance()
    clock.set(clock.now() + 60 * 60 * 1000)
    const answer = await getconfig(after)
    expect(signedWith(fake, answer.result)).toBe('TICKET_1')
    expect(fake.calls).toEqual({ token: 1, ticket: 1 })
  })

  it('refreshes early, once; when that fails the current ticket is used until it is renewed', async () => {
    const app = await instance()
    await getconfig(app)
    clock.set(clock.now() + TICKET_MS - REFRESH_EARLY_MS + 1000)
    fake.failures.ticket.push({ errcode: 45009, errmsg: 'reach max api daily quota limit' })
    const answers = await Promise.all(Array.from({ length: 5 }, () => getconfig(app)))
    expect(answers.map((answer) => signedWith(fake, answer.result))).toEqual(
      Array(5).fill('TICKET_1'),
    )
    // The access_token, fetched with the ticket, was due too.
    expect(fake.calls).toEqual({ token: 2, ticket: 2 })
    clock.set(clock.now() + FAILURE_COOLDOWN_MS + 1000)
    expect(signedWith(fake, (await getconfig(app)).result)).toBe('TICKET_2')
    expect(fake.calls).toEqual({ token: 2, ticket: 3 })
  })

  it('answers a WeChat refusal with a 503, keeps nothing, and fetches again after a pause', async () => {
    const app = await instance()
    fake.failures.token.push({ errcode: 40164, errmsg: 'invalid ip 1.2.3.4, not in whitelist' })
    const answers = await Promise.all(Array.from({ length: 10 }, () => getconfig(app)))
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 503,
        code: 503,
        message: '微信服务暂时不可用，请稍后再试',
        result: null,
      })
    }
    expect(fake.calls).toEqual({ token: 1, ticket: 0 })
    expect(await kept(app)).toEqual({ access_token: '', jsapi_ticket: '' })

    // During the pause WeChat is not asked again.
    expect((await getconfig(app)).status).toBe(503)
    expect(fake.calls).toEqual({ token: 1, ticket: 0 })

    clock.set(clock.now() + FAILURE_COOLDOWN_MS + 1000)
    const answer = await getconfig(app)
    expect(answer.status).toBe(200)
    expect(signedWith(fake, answer.result)).toBe('TICKET_1')
    expect(fake.calls).toEqual({ token: 2, ticket: 1 })
  })

  it('answers a ticket refusal with a 503 and keeps no ticket', async () => {
    const app = await instance()
    fake.failures.ticket.push({ errcode: 40164, errmsg: 'invalid ip' })
    expect((await getconfig(app)).status).toBe(503)
    expect(await kept(app)).toEqual({ access_token: 'ACCESS_TOKEN_1', jsapi_ticket: '' })
  })

  it('drops an access_token WeChat calls invalid and asks the ticket again with a new one', async () => {
    const app = await instance()
    fake.failures.ticket.push({ errcode: 40001, errmsg: 'invalid credential' })
    const answer = await getconfig(app)
    expect(signedWith(fake, answer.result)).toBe('TICKET_1')
    expect(fake.calls).toEqual({ token: 2, ticket: 2 })
    expect(await kept(app)).toEqual({ access_token: 'ACCESS_TOKEN_2', jsapi_ticket: 'TICKET_1' })
  })

  it('answers 503 when WeChat cannot be reached', async () => {
    const app = await buildTestApp(database, {
      env: { ...fake.env, WECHAT_API_BASE: 'http://127.0.0.1:9' },
      clock: clock.now,
    })
    apps.push(app)
    expect(await getconfig(app)).toMatchObject({
      status: 503,
      message: '微信服务暂时不可用，请稍后再试',
    })
  })
})
