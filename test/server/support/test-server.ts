import { tmpdir } from 'node:os'
import path from 'node:path'
import type {
  FastifyInstance,
  FastifyServerOptions,
  InjectOptions,
  LightMyRequestResponse,
} from 'fastify'
import { buildApp } from '@server/app'
import { loadConfig } from '@server/config'
import {
  DATABASE_KINDS,
  createTestDatabase,
  type DatabaseKind,
  type TestDatabase,
} from './databases'

/** The scrypt cost of the test servers' password hashes unless a test sets SCRYPT_N. */
export const TEST_SCRYPT_N = 1024

export interface ServerOptions {
  /** Environment of the server (configuration variables) on top of the test defaults. */
  env?: Record<string, string>
  /** Start from an empty database instead of a copy of the seeded one. */
  empty?: boolean
  /** Adds test-only routes or hooks before the server is ready. */
  setup?: (app: FastifyInstance) => void
  /** The server's logger (default: none), for tests of what it logs. */
  logger?: FastifyServerOptions['logger']
  /** The server's clock (app.clock, default Date.now): see support/clock.ts. */
  clock?: () => number
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read results of any shape
type AnyResult = any

/** An envelope answer with its HTTP status. */
export interface Answer<T = AnyResult> {
  status: number
  code: number
  message: string
  result: T
}

/** Builds the server over a database; call app.close() when done. */
export async function buildTestApp(
  database: TestDatabase,
  { env = {}, setup, logger = false, clock }: Omit<ServerOptions, 'empty'> = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    STATIC_DIR: path.join(tmpdir(), 'no-h5-build'),
    CONSOLE_DIR: path.join(tmpdir(), 'no-console-build'),
    // Each test process keeps what it uploads apart.
    MEDIA_DIR: path.join(tmpdir(), `test-media-${process.pid}`),
    // scrypt's lowest cost: a test's passwords are hashed in a millisecond, not a tenth of a
    // second. The tests of the cost itself set SCRYPT_N (services/passwords.test.ts).
    SCRYPT_N: String(TEST_SCRYPT_N),
    ...database.env,
    ...env,
  })
  const app = await buildApp(config, { logger, clock })
  setup?.(app)
  try {
    await app.ready()
  } catch (error) {
    // Close the database before the test drops it, so the failure is reported, not a crash.
    await app.close().catch(() => undefined)
    throw error
  }
  return app
}

/** The server of one test file on one database kind, with the requests tests make. */
export class TestServer {
  app!: FastifyInstance
  database!: TestDatabase

  constructor(
    readonly kind: DatabaseKind,
    private readonly options: ServerOptions,
  ) {}

  async start(): Promise<void> {
    this.database = await createTestDatabase(this.kind, { empty: this.options.empty })
    this.app = await buildTestApp(this.database, this.options)
  }

  async stop(): Promise<void> {
    await this.app?.close()
    await this.database?.drop()
  }

  /**
   * A GET as a visitor, or with a session cookie, as the app's request layer sends it (with
   * X-Requested-With, which the state-changing GETs need; see plugins/app/same-origin.ts).
   */
  async get<T = AnyResult>(url: string, cookie?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' }
    if (cookie) headers.cookie = cookie
    return answerOf(await this.app.inject({ url, headers }))
  }

  /** A form-encoded POST, as the app sends them. */
  async post<T = AnyResult>(
    url: string,
    fields: Record<string, string | number> = {},
    cookie?: string,
  ): Promise<Answer<T>> {
    return answerOf(await this.postForm(url, fields, cookie ? { cookie } : {}))
  }

  /** A form-encoded POST with its raw response (headers, cookies), from 127.0.0.1 or `ip`. */
  postForm(
    url: string,
    fields: Record<string, string | number>,
    headers: Record<string, string> = {},
    ip?: string,
  ): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams(
      Object.entries(fields).map(([key, value]) => [key, String(value)]),
    )
    return this.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: body.toString(),
    })
  }

  inject(options: InjectOptions | string): Promise<LightMyRequestResponse> {
    return this.app.inject(options)
  }
}

function answerOf(response: LightMyRequestResponse): Answer {
  return { ...response.json<Omit<Answer, 'status'>>(), status: response.statusCode }
}

/**
 * Declares a test file's tests once per database kind, each kind with its own server over a
 * fresh copy of the seeded database, started before and closed after the tests.
 */
export function describeServer(
  title: string,
  tests: (server: TestServer) => void,
  options: ServerOptions = {},
): void {
  describe.each(DATABASE_KINDS)(`${title} (%s)`, (kind) => {
    const server = new TestServer(kind, options)
    beforeAll(() => server.start())
    afterAll(() => server.stop())
    tests(server)
  })
}
