import type { LiveConfig } from '../../config'
import { devLiveStream } from './dev'
import type { LiveStreamProvider } from './provider'
import { createSchoolLiveStream } from './school'

export type { LiveMedia, LiveStreamProvider, StreamAddress } from './provider'
export { DEV_STREAM_FOLDER } from './dev'

/** The configured live-stream adapter. */
export function createLiveStream(config: LiveConfig): LiveStreamProvider {
  return config.provider === 'school' ? createSchoolLiveStream(config) : devLiveStream
}
