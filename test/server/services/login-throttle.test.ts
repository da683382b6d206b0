import {
  ACCOUNT_LOCKED,
  ADDRESS_LOCKED,
  LOGIN_LIMITS,
  loginSucceeded,
  reserveLoginAttempt,
  sweepLoginFailures,
} from '@server/services/login-throttle'
import { MINUTE_MS } from '@server/time'
import { describeDatabase } from '../support/test-database'

const NOW = Date.UTC(2026, 10, 27, 8, 0, 0)

describeDatabase('password login reservations', (database) => {
  const reserve = (account: string, ip: string, now = NOW, trustedDevice = false) =>
    reserveLoginAttempt(database.db, { account, ip, trustedDevice }, now)

  it('counts each attempt as a failure until it succeeds, and locks the name at the limit', async () => {
    const attempts = []
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) {
      attempts.push(await reserve('小林_1', `203.0.113.${i}`))
    }
    await expect(reserve('小林_1', '203.0.113.99')).rejects.toMatchObject({
      code: 429,
      message: ACCOUNT_LOCKED,
    })
    // The name is the same in any case and with spaces around it.
    await expect(reserve(' 小林_1 ', '203.0.113.98')).rejects.toMatchObject({ code: 429 })
    // A success takes its own reservation back and forgives the name's failures.
    await loginSucceeded(database.db, attempts[0])
    await expect(reserve('小林_1', '203.0.113.97')).resolves.toBeDefined()
  })

  it('locks an address at its limit, except for a trusted device; the name limit still holds', async () => {
    const ip = '198.51.100.200'
    for (let i = 0; i < LOGIN_LIMITS.perIp; i += 1) await reserve(`guess_${i}`, ip)
    await expect(reserve('someone', ip)).rejects.toMatchObject({ message: ADDRESS_LOCKED })
    await expect(reserve('someone', ip, NOW, true)).resolves.toBeDefined()
  })

  it('takes back the reservations of right passwords of the same instant, all of them', async () => {
    for (let round = 0; round < 5; round += 1) {
      const attempts = await Promise.all(
        Array.from({ length: LOGIN_LIMITS.perAccount }, () => reserve('小林_3', '192.0.2.3')),
      )
      await Promise.all(attempts.map((attempt) => loginSucceeded(database.db, attempt)))
    }
    const left = await database.db
      .selectFrom('auth_failures')
      .select('id')
      .where('key', '=', 'account:小林_3')
      .execute()
    expect(left).toEqual([])
  })

  it('forgets failures after the window', async () => {
    const later = NOW + LOGIN_LIMITS.windowMinutes * MINUTE_MS + 1
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i += 1) await reserve('小林_2', '192.0.2.1')
    await expect(reserve('小林_2', '192.0.2.1')).rejects.toMatchObject({ code: 429 })
    await expect(reserve('小林_2', '192.0.2.1', later)).resolves.toBeDefined()
    await sweepLoginFailures(database.db, later)
    const left = await database.db
      .selectFrom('auth_failures')
      .select('created_at')
      .where('key', '=', 'account:小林_2')
      .execute()
    expect(left.map((row) => Number(row.created_at))).toEqual([later])
  })
})
