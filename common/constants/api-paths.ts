/**
 * Path prefixes of the API (spec §7); every other path belongs to the H5 app. Shared by the
 * server (API 404 versus the app's index.html) and the dev server's proxy. Plain data and
 * functions with no imports, as the Taro build config reads it too.
 */
const API_PREFIXES = ['/api/', '/knew/', '/new/', '/health', '/media/', '/admin/api/']
/** App routes that live under an API prefix (spec §2 live join link). */
const APP_PATHS_UNDER_API = ['/new/home/webcast/join/']

/** Whether a path is a page or asset of the school's console (admin/), not of the app. */
export function isConsolePath(path: string): boolean {
  const lower = path.toLowerCase()
  return (lower === '/admin' || lower.startsWith('/admin/')) && !isApiPath(path)
}

/** Whether a request path is an API call rather than a page of the app. */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase()
  if (APP_PATHS_UNDER_API.some((prefix) => lower.startsWith(prefix))) return false
  return API_PREFIXES.some((prefix) => lower.startsWith(prefix))
}

/**
 * Paths of the public calls a page needs first: the server writes their answers into the
 * page (server/src/boot-data.ts) and the app asks for them by the same spelling
 * (services/api), so the request layer finds them there.
 */
export const BOOT_PATHS = {
  trainInfo: '/knew/api/wap/getTrainInfo',
  banners: (trainCode: string) => `/api/home/banner/${encodeURIComponent(trainCode)}/type/mm`,
  preLive: '/knew/api/wap/preLive',
  catalogue: '/knew/Pc/course/getCourse',
  /** The home page's navigation entries (issue 28, ours: the spec's nav was fixed). */
  homeNav: '/api/home/nav',
} as const

/** The client error report (services/error-report.ts, server route routes/system/client-errors.ts). */
export const CLIENT_ERRORS_PATH = '/api/client/errors'
