import { createApi } from '@/services/api'
import { readBootData } from '@/services/boot-data'
import { createErrorReporter, type ErrorReporter } from '@/services/error-report'
import { fetchTransport } from '@/services/fetch-transport'
import { createHttp } from '@/services/http'
import { currentAddress } from '@/services/navigation'
import {
  createPersistentCacheStorage,
  createPersistentStorage,
  createSessionStorage,
} from '@/services/storage'
import { taroTransport } from '@/services/taro-transport'
import { RootStore } from './root-store'
import { sessionEnded } from './session-policy'

/** The running app: its stores, and the error reporter the shell reports failures to. */
export interface AppRoot {
  root: RootStore
  reporter: ErrorReporter
}

/**
 * The production RootStore: same-origin API over fetch (H5) or Taro's request, the real
 * storages, and the request layer's handlers: a 401 ends the session (session-policy.ts),
 * server failures go to the error report.
 */
export function createAppRoot(): AppRoot {
  const transport = process.env.TARO_ENV === 'h5' ? fetchTransport : taroTransport
  const baseUrl = process.env.TARO_APP_API_BASE ?? ''
  const reporter = createErrorReporter({
    transport,
    baseUrl,
    appVersion: process.env.TARO_APP_VERSION ?? 'dev',
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    currentPath: currentAddress,
  })
  const http = createHttp({
    transport,
    baseUrl,
    storage: createPersistentCacheStorage(),
    preloaded: process.env.TARO_ENV === 'h5' ? readBootData() : undefined,
  })
  const root = new RootStore({
    api: createApi(http),
    sessionStorage: createSessionStorage(),
    localStorage: createPersistentStorage(),
  })
  http.setHandlers({
    onUnauthorized: () => sessionEnded(root.app),
    reportError: (error) =>
      reporter.report({
        kind: 'server',
        call: error.path,
        status: error.code,
        message: error.message,
      }),
  })
  return { root, reporter }
}
