import { loadConfig } from '@server/config'
import { hashPassword, verifyPassword } from '@server/services/passwords'

describe('password hashing', () => {
  it('uses scrypt with N=2^17, r=8, p=1 and a per-user salt by default', async () => {
    const { scryptN } = loadConfig({})
    expect(scryptN).toBe(2 ** 17)
    const first = await hashPassword('kuaiji_2027', scryptN)
    const second = await hashPassword('kuaiji_2027', scryptN)
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/)
    expect(second).not.toBe(first)
    await expect(verifyPassword('kuaiji_2027', first)).resolves.toBe(true)
    await expect(verifyPassword('kuaiji_2028', first)).resolves.toBe(false)
  })

  it('refuses a malformed stored hash', async () => {
    await expect(verifyPassword('x', 'md5$abc')).resolves.toBe(false)
    await expect(verifyPassword('x', '')).resolves.toBe(false)
  })
})
