/** The console's first admin, made by the server at start from ADMIN_USERNAME/ADMIN_PASSWORD. */
export const FIRST_ADMIN = { username: 'principal', password: 'Principal2026' } as const

/** A staff username of its own for each test (the run shares one database). */
export function staffUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
}
