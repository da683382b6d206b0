import { createLocalStorage } from './local'
import type { MediaStorage } from './provider'
import type { StorageConfig } from './variables'

export type { MediaStorage } from './provider'

/** The configured media storage (a later issue adds cloud object storage beside it). */
export function createMediaStorage(config: StorageConfig): MediaStorage {
  return createLocalStorage(config.mediaDir)
}
