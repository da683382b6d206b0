import path from 'node:path'
import { defineVariables, ROOT, text } from '../../config/variables'

/** Where uploaded media (lesson videos, covers) is kept. */
export interface StorageConfig {
  provider: 'local'
  /** An absolute folder. */
  mediaDir: string
}

export const STORAGE_VARIABLES = defineVariables({
  title: 'Media storage',
  source: 'server/src/adapters/storage/variables.ts',
  variables: {
    MEDIA_DIR: text({
      default: 'data/media',
      range: 'a folder path (a relative one starts at the repository)',
      meaning:
        "Where videos and images uploaded in the console are kept (lesson videos under `lessons/`, images under `images/`, uploads in progress under `parts/`). With several servers it must be one folder they all mount (NFS or the like): an upload's chunks may reach any of them. The demo's sample videos stay in `server/media/lessons`.",
    }),
  },
})

export function storageConfigOf(env: NodeJS.ProcessEnv): StorageConfig {
  return {
    provider: 'local',
    mediaDir: path.resolve(ROOT, STORAGE_VARIABLES.text(env, 'MEDIA_DIR')),
  }
}
