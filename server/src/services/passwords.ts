import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

const KEY_LENGTH = 32
const R = 8
const P = 1

function derive(password: string, salt: Buffer, N: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r: R, p: P, maxmem: 256 * N * R + 1024 * 1024 }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** scrypt with a per-user salt; the parameters travel in the stored string. */
export async function hashPassword(password: string, N: number): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, N)
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`
}

/** Whether a password matches a stored hash (constant-time comparison). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || Number(r) !== R || Number(p) !== P || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
