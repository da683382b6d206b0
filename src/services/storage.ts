import Taro from '@tarojs/taro'
import type { CacheStorage } from './response-cache'

/** Small synchronous key/value storage (session flags, remembered choices). */
export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** Storage that lives for the browser tab on H5 (spec §4 "session"), in memory elsewhere. */
export function createSessionStorage(): KeyValueStorage {
  if (process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' && window.sessionStorage) {
    const storage = window.sessionStorage
    return {
      get: (key) => storage.getItem(key),
      set: (key, value) => storage.setItem(key, value),
      remove: (key) => storage.removeItem(key),
    }
  }
  return createMemoryStorage()
}

/** A storage that forgets everything with the process: tests and the mini-program session. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}

/** Taro's persistent storage (localStorage on H5), for values kept across sessions. */
export function createPersistentStorage(): KeyValueStorage {
  return {
    get: (key) => (Taro.getStorageSync(key) as string) || null,
    set: (key, value) => Taro.setStorageSync(key, value),
    remove: (key) => Taro.removeStorageSync(key),
  }
}

/** Taro's persistent storage as the GET cache's second level. */
export function createPersistentCacheStorage(): CacheStorage {
  return {
    getItem: (key) => (Taro.getStorageSync(key) as string) || null,
    setItem: (key, value) => Taro.setStorageSync(key, value),
    removeItem: (key) => Taro.removeStorageSync(key),
    keys: () => Taro.getStorageInfoSync().keys,
  }
}

/** Writes (a value) or clears (null) one cookie of the page. */
export type CookieWriter = (name: string, value: string | null) => void

/** The browser's cookies for the whole site, kept a year; nothing outside a browser. */
export function documentCookieWriter(): CookieWriter {
  if (process.env.TARO_ENV !== 'h5' || typeof document === 'undefined') return () => undefined
  return (name, value) => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : ''
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
  }
}

/**
 * A storage whose values under `keys` are also written to cookies (`cookieOf(key)`), for the
 * server to read: what the page will show first depends on them (common/constants/first-view).
 * The values already stored are copied at once, so a device that chose before keeps its choice.
 */
export function mirroredToCookies(
  storage: KeyValueStorage,
  keys: readonly string[],
  cookieOf: (key: string) => string,
  write: CookieWriter,
): KeyValueStorage {
  for (const key of keys) {
    const value = storage.get(key)
    if (value !== null) write(cookieOf(key), value)
  }
  return {
    get: (key) => storage.get(key),
    set: (key, value) => {
      storage.set(key, value)
      if (keys.includes(key)) write(cookieOf(key), value)
    },
    remove: (key) => {
      storage.remove(key)
      if (keys.includes(key)) write(cookieOf(key), null)
    },
  }
}
