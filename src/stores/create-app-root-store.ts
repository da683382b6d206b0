import { createApi } from '@/services/api'
import { readBootData } from '@/services/boot-data'
import { createHttp } from '@/services/http'
import {
  createPersistentCacheStorage,
  createPersistentStorage,
  createSessionStorage,
} from '@/services/storage'
import { fetchTransport } from '@/services/fetch-transport'
import { taroTransport } from '@/services/taro-transport'
import { RootStore } from './root-store'

/** The production RootStore: same-origin API over fetch (H5) or Taro's request, the real storages. */
export function createAppRootStore(): RootStore {
  const http = createHttp({
    transport: process.env.TARO_ENV === 'h5' ? fetchTransport : taroTransport,
    baseUrl: process.env.TARO_APP_API_BASE ?? '',
    storage: createPersistentCacheStorage(),
    preloaded: process.env.TARO_ENV === 'h5' ? readBootData() : undefined,
    handlers: {
      // No error-reporting service is configured yet: reports go to the console, where the
      // WeChat developer tools and vConsole show them.
      reportError: (error) => console.error('[report]', error.code, error.path, error.message),
    },
  })
  return new RootStore({
    api: createApi(http),
    sessionStorage: createSessionStorage(),
    localStorage: createPersistentStorage(),
  })
}
