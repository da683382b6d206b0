import { staffPasswordError, staffUsernameError } from '@common/rules/staff'
import { defineVariables, integer, text } from './variables'

/** Sessions, the secret behind SMS codes and trusted devices, and password hashing. */
export const ACCOUNT_VARIABLES = defineVariables({
  title: 'Accounts: sessions and passwords',
  source: 'server/src/config/accounts.ts',
  variables: {
    SESSION_DAYS: integer({
      default: 30,
      min: 1,
      max: 365,
      meaning:
        'How long an unused login session lasts (a session in use slides forward; expired ones are swept hourly).',
    }),
    AUTH_SECRET: text({
      shownDefault: 'kept in the database',
      range: 'at least 32 characters; required when `NODE_ENV=production`',
      meaning:
        'SMS codes are stored as its HMAC and it signs the `trusted_device` cookie; unset in development, a random one is created once and kept in `app_meta`.',
    }),
    ADMIN_USERNAME: text({
      shownDefault: 'unset',
      range: 'a staff username (3–32 letters, digits, `.` `_` `-`, starting with a letter)',
      meaning:
        "With `ADMIN_PASSWORD`: the console's first `admin`, created at start when the school has no staff yet, ignored afterwards. Otherwise `npm run admin -- create --username U --password P --role admin`.",
    }),
    ADMIN_PASSWORD: text({
      shownDefault: 'unset',
      range: '10–72 characters with letters and digits',
      meaning: "The first admin's password (see `ADMIN_USERNAME`); both or neither.",
    }),
    SCRYPT_N: integer({
      default: 131072,
      min: 1024,
      max: 1048576,
      rangeNote: 'a power of 2',
      shownDefault: '`131072` (2^17)',
      meaning:
        'The scrypt cost for new password hashes (r=8, p=1, 16-byte salt per user); the parameters are stored with each hash, so changing it leaves old hashes working.',
    }),
  },
})

/** SCRYPT_N: a power of 2 in range. */
export function scryptNOf(env: NodeJS.ProcessEnv, problems: string[]): number {
  const scryptN = ACCOUNT_VARIABLES.integer(env, 'SCRYPT_N', problems)
  if ((scryptN & (scryptN - 1)) !== 0) problems.push('SCRYPT_N must be a power of 2')
  return scryptN
}

/** AUTH_SECRET, required in production; undefined when unset. */
export function authSecretOf(
  env: NodeJS.ProcessEnv,
  production: boolean,
  problems: string[],
): string | undefined {
  const authSecret = ACCOUNT_VARIABLES.text(env, 'AUTH_SECRET') || undefined
  if (authSecret && authSecret.length < 32)
    problems.push('AUTH_SECRET must be at least 32 characters')
  if (production && !authSecret) problems.push('AUTH_SECRET is required when NODE_ENV=production')
  return authSecret
}

/** ADMIN_USERNAME and ADMIN_PASSWORD, both or neither; checked as the console checks them. */
export function firstAdminOf(
  env: NodeJS.ProcessEnv,
  problems: string[],
): { username: string; password: string } | null {
  const username = ACCOUNT_VARIABLES.text(env, 'ADMIN_USERNAME').trim()
  const password = ACCOUNT_VARIABLES.text(env, 'ADMIN_PASSWORD')
  if (!username && !password) return null
  if (!username || !password) {
    problems.push('ADMIN_USERNAME and ADMIN_PASSWORD go together: set both or neither')
    return null
  }
  const problem = staffUsernameError(username) ?? staffPasswordError(password)
  if (problem) problems.push(`ADMIN_USERNAME/ADMIN_PASSWORD: ${problem}`)
  return problem ? null : { username, password }
}
