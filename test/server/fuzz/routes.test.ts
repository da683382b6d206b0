import type { LightMyRequestResponse } from 'fastify'
import { fakeH5Build } from '../support/h5-build'
import { newLearner } from '../support/learners'
import { recordRoutes } from '../support/routes'
import { describeServer } from '../support/test-server'
import { oddRequestsFor, type OddRequest } from './odd-requests'

/**
 * Answers that are not JSON on purpose, told by their content type: the app shell and the dev
 * cashier (HTML), lesson media and covers (images, video), the HLS playlists and segments of
 * a live, a live's calendar (.ics).
 */
const NOT_JSON =
  /^(text\/html|text\/calendar|image\/|video\/|audio\/|application\/vnd\.apple\.mpegurl)/

/** WeChat Pay's notification protocol (routes/orders/pay-notify.ts): {code: 'FAIL', message}. */
function isWechatPayAnswer(body: { code?: unknown; message?: unknown }): boolean {
  return body.code === 'FAIL' && typeof body.message === 'string'
}

/**
 * What is wrong with an answer: any 5xx, or an answer outside the envelope. Answers without a
 * body (204, redirects 3xx) and the NOT_JSON ones above have no envelope to check.
 */
function problemOf(response: LightMyRequestResponse): string | null {
  const status = response.statusCode
  if (status >= 500) return `${status} ${response.body.slice(0, 120)}`
  if (status === 204 || (status >= 300 && status < 400)) return null
  const type = String(response.headers['content-type'] ?? '')
  if (NOT_JSON.test(type)) return null
  let body: { code?: unknown; message?: unknown; result?: unknown }
  try {
    body = response.json()
  } catch {
    return `${status} not JSON (${type}): ${response.body.slice(0, 80)}`
  }
  const inEnvelope =
    body.code === status && typeof body.message === 'string' && body.result !== undefined
  if (inEnvelope || isWechatPayAnswer(body)) return null
  return `${status} outside the envelope: ${response.body.slice(0, 120)}`
}

/** Another client address per request, so per-IP rate limits do not stand before handlers. */
let requestCount = 0
function nextAddress(): string {
  requestCount += 1
  return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`
}

// Every route the server declares, as it declares it: a route added later is fuzzed too.
const routes = recordRoutes()
afterAll(() => routes.stop())

describeServer(
  'odd requests to every route',
  (server) => {
    it('answers every odd request with a 4xx or less, in the envelope', async () => {
      // Fastify answers HEAD with the GET handler, and HEAD answers have no body to check.
      const declared = routes.of(server.app).filter((route) => route.method !== 'HEAD')
      expect(declared.length).toBeGreaterThan(100)
      expect(declared).toContainEqual(
        expect.objectContaining({ method: 'GET', url: '/api/home/integraldetail/p/:page' }),
      )

      const problems: string[] = []
      const send = async (request: OddRequest, who: string, cookie?: string) => {
        const response = await server.inject({
          method: request.method,
          url: request.url,
          payload: request.payload,
          remoteAddress: nextAddress(),
          headers: {
            // The app's own requests say so; state-changing GETs answer only those.
            'x-requested-with': 'XMLHttpRequest',
            ...(request.contentType ? { 'content-type': request.contentType } : {}),
            ...(cookie ? { cookie } : {}),
          },
        })
        const problem = problemOf(response)
        if (problem) {
          problems.push(`${request.method} ${request.url} [${who}, ${request.label}] → ${problem}`)
        }
      }

      for (const route of declared) {
        // A learner of its own per route: a route may end the session (logout).
        const { cookie } = await newLearner(server.app)
        for (const request of oddRequestsFor(route)) {
          await send(request, 'visitor')
          await send(request, 'learner', cookie)
        }
      }
      expect(problems).toEqual([])
    }, 300_000)
  },
  // With an H5 build, so the app shell's routes are fuzzed too.
  { env: { STATIC_DIR: fakeH5Build() } },
)
