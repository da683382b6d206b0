import type { FastifyInstance } from 'fastify'

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
