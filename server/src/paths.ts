/** Path prefixes of the API (spec §7); everything else belongs to the H5 app. */
const API_PREFIXES = ['/api/', '/knew/', '/new/', '/health', '/media/']
/** App routes that live under an API prefix (spec §2 live join link). */
const APP_PATHS_UNDER_API = ['/new/home/webcast/join/']

/** Whether a request path is an API call rather than a page of the app. */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase()
  if (APP_PATHS_UNDER_API.some((prefix) => lower.startsWith(prefix))) return false
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix))
}
