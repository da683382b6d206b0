/**
 * The answers the server wrote into index.html for the page opened (server/src/boot-data.ts),
 * by request URL. Read once at start; the request layer takes each answer once.
 */
export function readBootData(): Map<string, unknown> {
  if (typeof document === 'undefined') return new Map()
  const element = document.getElementById('boot-data')
  if (!element?.textContent) return new Map()
  try {
    const data = JSON.parse(element.textContent) as Record<string, unknown>
    return new Map(Object.entries(data))
  } catch {
    // A damaged script only costs the round trips it was meant to save.
    return new Map()
  }
}
