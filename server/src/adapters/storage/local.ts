import { createReadStream } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { MediaStorage } from './provider'

/** The demo school's sample videos, committed: keys without a folder name them. */
const BUNDLED_LESSONS = path.resolve(__dirname, '..', '..', '..', 'media', 'lessons')

/** Keys are made by the server (`lessons/{uuid}.mp4`); anything else is refused. */
const KEY = /^(?:[a-z]+\/)?[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/
const UPLOAD_ID = /^[0-9a-f-]{36}$/

/** Media in a folder of this machine (or one every server mounts). */
export function createLocalStorage(mediaDir: string): MediaStorage {
  const fileOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`bad media key: ${key}`)
    return key.includes('/') ? path.join(mediaDir, key) : path.join(BUNDLED_LESSONS, key)
  }
  const partPath = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`bad upload id: ${uploadId}`)
    return path.join(mediaDir, 'parts', uploadId)
  }
  return {
    name: 'local',
    partPath,
    async writePart(uploadId, offset, data) {
      const file = partPath(uploadId)
      await mkdir(path.dirname(file), { recursive: true })
      const handle = await open(file, offset === 0 ? 'w' : 'r+')
      try {
        await handle.write(data, 0, data.length, offset)
      } finally {
        await handle.close()
      }
    },
    async discardPart(uploadId) {
      await rm(partPath(uploadId), { force: true })
    },
    async keep(uploadId, key) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await rename(partPath(uploadId), file)
    },
    async put(key, data) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, data)
    },
    async sizeOf(key) {
      if (!key) return null
      return stat(fileOf(key)).then(
        (stats) => (stats.isFile() ? stats.size : null),
        () => null,
      )
    },
    read(key, start, end) {
      return createReadStream(fileOf(key), { start, end })
    },
  }
}
