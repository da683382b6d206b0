/** A route parameter as a positive integer id, or null when it is missing or not one. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null
  const id = Number(value)
  return id > 0 ? id : null
}

/** Only same-site paths are followed after login (a returnurl to another site is ignored). */
export function safeReturnUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback
  let decoded = value
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return fallback
  }
  return decoded.startsWith('/') && !decoded.startsWith('//') && !decoded.includes('\\')
    ? decoded
    : fallback
}
