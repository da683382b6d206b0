/**
 * The address to go to after login: a path of this site only. A returnurl to another site,
 * a protocol-relative or backslashed address, or one with control characters (which browsers
 * strip, turning `/\t/evil` into `//evil`) falls back.
 */
export function safeReturnUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback
  if (!value.startsWith('/') || value.startsWith('//')) return fallback
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback
  if (/^\/[\s/]/.test(value)) return fallback
  return value
}
