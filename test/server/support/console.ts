import type { LightMyRequestResponse } from 'fastify'
import type { StaffRole } from '@common/constants/staff'
import { createStaffAccount, SYSTEM_ACTOR } from '@server/services/staff'
import type { TestServer } from './test-server'

export interface ConsoleAnswer {
  status: number
  code: number
  message: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read results of any shape
  result: any
  response: LightMyRequestResponse
}

/** A JSON call of the console, with its console cookie. */
export async function call(
  server: TestServer,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  cookie?: string,
): Promise<ConsoleAnswer> {
  const response = await server.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body ? { payload: body } : {}),
  })
  return { status: response.statusCode, ...response.json(), response }
}

/** The console cookie a login sets, as a Cookie header. */
export function consoleCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((each) => each.name === 'admin_sid')
  if (!cookie) throw new Error('no console cookie')
  return `admin_sid=${cookie.value}`
}

/** Logs a staff member in through POST /admin/api/login; their console cookie. */
export async function login(server: TestServer, username: string, password: string) {
  const answer = await call(server, 'POST', '/admin/api/login', { username, password })
  expect(answer.code).toBe(200)
  return consoleCookie(answer.response)
}

let made = 0

/** A new staff account of a role (made as the command line makes one), logged in. */
export async function staffOf(server: TestServer, role: StaffRole): Promise<string> {
  made += 1
  const username = `${role}${made}x${process.pid}`
  const password = `${role}Pass2026`
  await createStaffAccount(
    server.app.db,
    (text) => server.app.passwords.hash(text),
    { username, password, role },
    SYSTEM_ACTOR,
    Date.now(),
  )
  return login(server, username, password)
}
