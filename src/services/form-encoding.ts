/** A value that can travel in a query string or a form-encoded body. */
export type FormValue =
  string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue }

function append(pairs: string[], key: string, value: FormValue): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    value.forEach((item) => append(pairs, `${key}[]`, item))
    return
  }
  if (typeof value === 'object') {
    Object.entries(value).forEach(([name, item]) => append(pairs, `${key}[${name}]`, item))
    return
  }
  pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
}

/**
 * Encodes fields as application/x-www-form-urlencoded, arrays and objects in the bracket form
 * that PHP-style back ends read (`types[]=2&types[]=3`); null and undefined fields are left out.
 */
export function encodeForm(fields: Record<string, FormValue>): string {
  const pairs: string[] = []
  Object.entries(fields).forEach(([key, value]) => append(pairs, key, value))
  return pairs.join('&')
}
