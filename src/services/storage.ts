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
