/**
 * The one request layer (spec §7-§9). It speaks the `{code, message, result}` envelope, sends
 * credentials, form-encodes POST bodies, keeps the opt-in GET cache, and reports 401 and 504 to
 * handlers that the app registers; it knows nothing of UI or stores.
 */
import { encodeForm, type FormValue } from './form-encoding'
import { ResponseCache, type CacheStorage } from './response-cache'

/** What the platform adapter sends: one HTTP request. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  headers: Record<string, string>
  body?: string
  /** Always 'include': the session cookie goes with every call (spec §7). */
  credentials: 'include'
}

/** What the platform adapter answers; `data` is the parsed JSON body when there is one. */
export interface TransportResponse {
  status: number
  data: unknown
  /** The response's headers, where the platform gives them (the mini-program's session). */
  headers?: Record<string, string>
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>

/** A call that did not end with code 200; `code` is the envelope's code or the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly path: string,
    /** What went wrong underneath, for logs and the error report; never shown to learners. */
    readonly detail?: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Fallback text of a failure that carries no message of its own. */
export const GENERIC_FAILURE = '操作失败，请稍后再试'

/** The message of a failure for the learner: an ApiError's is the server's own text. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : GENERIC_FAILURE
}

/** spec §8: logged, then reported, when the gateway times out. */
export const NETWORK_ERROR_MESSAGE = '网络出错,请检测您的网络是否良好'
/** spec §9: client GET cache lifetime. */
export const GET_CACHE_TTL_MS = 900_000
/** spec §9: size of the small in-memory cache. */
export const MEMORY_CACHE_ENTRIES = 100
/** The header of the app's own requests (the server's same-origin check reads it). */
export const APP_REQUEST_HEADER = 'X-Requested-With'
/** spec §9: GET paths that are never cached. */
export const UNCACHED_PATH_PARTS = ['/edu/class', '/new/home/qa', '/api/v1'] as const

export interface HttpHandlers {
  /** Code 401: logged only (spec §8); the app may add session policy here. */
  onUnauthorized?: (error: ApiError) => void
  /** Gateway time-out (504, spec §8) and other server failures (5xx): the error report. */
  reportError?: (error: ApiError) => void
  log?: (message: string, detail?: unknown) => void
}

export interface HttpOptions {
  transport: Transport
  /** Prefix of every path, '' for same-origin. */
  baseUrl?: string
  /** Persistent store for cached GETs; the memory cache alone is used without it. */
  storage?: CacheStorage
  /** The optional token header of one client variant (spec §7). */
  getToken?: () => string | undefined
  now?: () => number
  handlers?: HttpHandlers
  /** Answers already known at start (boot data), by URL; each is used once, for its first GET. */
  preloaded?: Map<string, unknown>
}

export interface GetOptions {
  /** Opt in to the 15-minute GET cache; only for data that is the same for every user. */
  cache?: boolean
  query?: Record<string, FormValue>
}

export interface PostOptions {
  /** Send JSON instead of the default form encoding. */
  json?: boolean
}

export interface Http {
  get<T>(path: string, options?: GetOptions): Promise<T>
  post<T>(path: string, body?: Record<string, FormValue>, options?: PostOptions): Promise<T>
  /** A PUT with a JSON body (the practice section saves answers so). */
  put<T>(path: string, body: Record<string, FormValue>): Promise<T>
  /** A DELETE (the practice section clears an answer so). */
  delete<T>(path: string): Promise<T>
  /** Whether the next GET of this path is answered from the boot data (no request made). */
  hasPreloaded(path: string, query?: Record<string, FormValue>): boolean
  /** Drops every cached answer: called on login and logout. */
  clearCache(): void
  setHandlers(handlers: HttpHandlers): void
}

/** Whether a GET path may be cached at all (spec §9 exclusions). */
export function isCacheablePath(path: string): boolean {
  return !UNCACHED_PATH_PARTS.some((part) => path.includes(part))
}

function withQuery(path: string, query?: Record<string, FormValue>): string {
  const encoded = query ? encodeForm(query) : ''
  if (!encoded) return path
  return `${path}${path.includes('?') ? '&' : '?'}${encoded}`
}

function isEnvelope(data: unknown): data is { code: number; message?: string; result?: unknown } {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { code?: unknown }).code === 'number'
  )
}

/** Builds the request layer over a platform transport. */
export function createHttp(options: HttpOptions): Http {
  const baseUrl = options.baseUrl ?? ''
  const now = options.now ?? (() => Date.now())
  let handlers: HttpHandlers = options.handlers ?? {}
  const cache = new ResponseCache({
    maxEntries: MEMORY_CACHE_ENTRIES,
    ttlMs: GET_CACHE_TTL_MS,
    storage: options.storage,
    now,
  })
  const inFlight = new Map<string, Promise<unknown>>()

  const log = (message: string, detail?: unknown) =>
    (handlers.log ?? ((m: string, d?: unknown) => console.warn(m, d)))(message, detail)

  function fail(code: number, message: string, path: string, detail?: string): never {
    const error = new ApiError(code, message, path, detail)
    if (code === 401) {
      log(`401 ${path}: ${message}`)
      handlers.onUnauthorized?.(error)
    } else if (code >= 500) {
      if (code === 504) log(NETWORK_ERROR_MESSAGE, { path })
      handlers.reportError?.(error)
    }
    throw error
  }

  async function send<T>(request: TransportRequest, path: string): Promise<T> {
    let response: TransportResponse
    try {
      response = await options.transport(request)
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      // The browser's own words ("Failed to fetch") mean nothing to a learner.
      return fail(0, NETWORK_ERROR_MESSAGE, path, reason)
    }
    const { status, data } = response
    if (status === 504) return fail(504, NETWORK_ERROR_MESSAGE, path)
    if (!isEnvelope(data)) {
      // A proxy's error page (502, 503) rather than our server's answer: to the learner, the
      // network failed; the status goes to the log and the report.
      return fail(
        status >= 400 ? status : 502,
        NETWORK_ERROR_MESSAGE,
        path,
        `HTTP ${status} without an envelope`,
      )
    }
    if (data.code !== 200) return fail(data.code, data.message || `请求失败（${data.code}）`, path)
    return data.result as T
  }

  function headers(extra: Record<string, string>): Record<string, string> {
    // Marks the app's own requests: the server answers its state-changing GETs only with it,
    // as no link or form of another site can send it.
    const own = { ...extra, [APP_REQUEST_HEADER]: 'XMLHttpRequest' }
    const token = options.getToken?.()
    return token ? { ...own, token } : own
  }

  return {
    async get<T>(path: string, getOptions: GetOptions = {}): Promise<T> {
      const url = baseUrl + withQuery(path, getOptions.query)
      const useCache = getOptions.cache === true && isCacheablePath(path)
      const preloaded = options.preloaded
      if (preloaded?.has(url)) {
        const result = preloaded.get(url)
        preloaded.delete(url)
        if (useCache) cache.set(url, result)
        return result as T
      }
      if (useCache) {
        const hit = cache.get(url)
        if (hit !== undefined) return hit as T
      }
      const pending = inFlight.get(url)
      if (pending) return pending as Promise<T>
      const generation = cache.generation
      const request = send<T>(
        { method: 'GET', url, headers: headers({}), credentials: 'include' },
        path,
      )
        .then((result) => {
          // An answer that started before a login or logout belongs to the old session.
          if (useCache && generation === cache.generation) cache.set(url, result)
          return result
        })
        .finally(() => {
          if (inFlight.get(url) === request) inFlight.delete(url)
        })
      inFlight.set(url, request)
      return request
    },

    post<T>(path: string, body: Record<string, FormValue> = {}, postOptions: PostOptions = {}) {
      const json = postOptions.json === true
      return send<T>(
        {
          method: 'POST',
          url: baseUrl + path,
          headers: headers({
            'Content-Type': json
              ? 'application/json'
              : 'application/x-www-form-urlencoded; charset=UTF-8',
          }),
          body: json ? JSON.stringify(body) : encodeForm(body),
          credentials: 'include',
        },
        path,
      )
    },

    put<T>(path: string, body: Record<string, FormValue>) {
      return send<T>(
        {
          method: 'PUT',
          url: baseUrl + path,
          headers: headers({ 'Content-Type': 'application/json' }),
          body: JSON.stringify(body),
          credentials: 'include',
        },
        path,
      )
    },

    delete<T>(path: string) {
      return send<T>(
        { method: 'DELETE', url: baseUrl + path, headers: headers({}), credentials: 'include' },
        path,
      )
    },

    hasPreloaded(path: string, query?: Record<string, FormValue>) {
      return options.preloaded?.has(baseUrl + withQuery(path, query)) ?? false
    },

    clearCache() {
      cache.clear()
      inFlight.clear()
    },

    setHandlers(next: HttpHandlers) {
      handlers = next
    },
  }
}
