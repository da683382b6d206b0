/**
 * Path prefixes of the API (spec §7); every other path belongs to the H5 app. Shared by the
 * server (API 404 versus the app's index.html) and the dev server's proxy. Plain data and
 * functions with no imports, as the Taro build config reads it too.
 */
const API_PREFIXES = ['/api/', '/knew/', '/new/', '/health', '/media/']
/** App routes that live under an API prefix (spec §2 live join link). */
const APP_PATHS_UNDER_API = ['/new/home/webcast/join/']

/** Whether a request path is an API call rather than a page of the app. */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase()
  if (APP_PATHS_UNDER_API.some((prefix) => lower.startsWith(prefix))) return false
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix))
}
