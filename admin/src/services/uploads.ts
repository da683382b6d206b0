import type { UploadState } from '@common/contracts/uploads'
import { ApiError, call, sendBytes } from './http'

/** Tries of one chunk before the upload stops and waits for 继续上传. */
const TRIES = 3

/** Where an upload of this file (by name, size and date) was begun, to resume after a reload. */
const keyOf = (file: File) => `upload:${file.name}:${file.size}:${file.lastModified}`

async function begin(file: File): Promise<UploadState> {
  const known = localStorage.getItem(keyOf(file))
  if (known) {
    try {
      const state = await call<UploadState>('GET', `/uploads/${known}`)
      if (state.state === 'receiving') return state
    } catch {
      // Gone (swept, or another account's): begin again.
    }
  }
  const state = await call<UploadState>('POST', '/uploads', { name: file.name, size: file.size })
  localStorage.setItem(keyOf(file), state.id)
  return state
}

/**
 * Uploads a video chunk by chunk from where the server is, retrying a chunk that failed; a
 * chunk the server already has (its answer lost) is skipped by asking where it is. Resolves
 * with the finished upload; rejects with the server's reason (a file that is not a lesson
 * video) or after TRIES failures of one chunk, to be resumed by calling it again.
 */
export async function uploadVideo(
  file: File,
  onProgress: (sent: number, size: number) => void,
): Promise<UploadState> {
  let state = await begin(file)
  onProgress(state.offset, file.size)
  let failures = 0
  while (state.state === 'receiving') {
    const chunk = file.slice(state.offset, state.offset + state.chunkSize)
    try {
      state = await sendBytes<UploadState>(
        'PUT',
        `/uploads/${state.id}?offset=${state.offset}`,
        chunk,
      )
      failures = 0
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, '上传失败')
      if (apiError.code === 400) {
        localStorage.removeItem(keyOf(file))
        throw apiError
      }
      failures += 1
      if (failures >= TRIES) throw apiError
      // 409 (or a lost answer): ask where the server is and go on from there.
      state = await call<UploadState>('GET', `/uploads/${state.id}`)
    }
    onProgress(state.offset, file.size)
  }
  localStorage.removeItem(keyOf(file))
  if (state.state === 'failed') throw new ApiError(400, state.problem)
  return state
}
