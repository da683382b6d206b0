import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** Posts a form-encoded body, as the app does. */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** The code the development SMS adapter last "sent" to a number. */
export async function lastCode(app: FastifyInstance, mobile: string): Promise<string> {
  const response = await app.inject({ url: `/api/dev/sms/latest?mobile=${mobile}` })
  return response.json().result.code as string
}

/** The session cookie a response set, as a Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('sid='))
  if (!header) throw new Error('no session cookie set')
  return header.split(';')[0]
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
      .set({ created_at: new Date(Date.parse(row.created_at) - seconds * 1000).toISOString() })
      .where('id', '=', row.id)
      .execute()
  }
}

let counter = 0
/** A fresh valid mobile number per call, so tests do not share SMS limits. */
export function freshMobile(): string {
  counter += 1
  return `1380000${String(counter).padStart(4, '0')}`
}
