import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { SMS_RULES } from '@server/services/sms-codes'
import type { TestServer } from './test-server'

/** The code the development SMS adapter last "sent" to a number. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` })
  return response.json().result.code as string
}

/** Moves every SMS send of a number back in time, to get past the resend wait. */
export async function ageSmsSends(
  app: FastifyInstance,
  mobile: string,
  seconds: number,
): Promise<void> {
  const rows = await app.db
    .selectFrom('sms_codes')
    .select(['id', 'created_at'])
    .where('mobile', '=', mobile)
    .execute()
  for (const row of rows) {
    await app.db
      .updateTable('sms_codes')
      .set({ created_at: row.created_at - seconds * 1000 })
      .where('id', '=', row.id)
      .execute()
  }
}

/** The session cookie a response set, as a Cookie header. */
export function sessionCookieOf(response: { headers: Record<string, unknown> }): string {
  const header = ([] as string[])
    .concat((response.headers['set-cookie'] as string | string[] | undefined) ?? [])
    .find((c) => c.startsWith('sid='))
  if (!header) throw new Error('no session cookie set')
  return header.split(';')[0]
}

/**
 * Registers by mobile, SMS code and password, as the register page does; the number's sends
 * are then aged past the resend wait, so that the test may send it another code at once.
 */
export async function registerByPassword(
  server: TestServer,
  mobile: string,
  password = 'study_2027',
): Promise<LightMyRequestResponse> {
  const sent = await server.post('/knew/Home/User/sendRegisterCode', { mobile })
  if (sent.code !== 200) throw new Error(`register code not sent: ${sent.message}`)
  const code = await lastCode(server.app, mobile)
  const response = await server.postForm('/knew/home/login/mregister', {
    mobile,
    code,
    password,
    password2: password,
  })
  await ageSmsSends(server.app, mobile, SMS_RULES.resendSeconds)
  return response
}
