import { readFileSync } from 'node:fs'
import { UPLOAD_CHUNK_BYTES } from '@common/constants/uploads'
import { call } from './console'
import type { TestServer } from './test-server'

/** A demo sample video: an H.264 MP4 of 45 seconds. */
export const SAMPLE_VIDEO = readFileSync('server/media/lessons/sample-1.mp4')

/**
 * The sample grown past one chunk by a trailing `free` box (which players skip): a valid MP4
 * of the same length that travels in two chunks.
 */
export function twoChunkVideo(): Buffer {
  const padding = UPLOAD_CHUNK_BYTES + 1000 - SAMPLE_VIDEO.length
  const free = Buffer.alloc(padding)
  free.writeUInt32BE(padding, 0)
  free.write('free', 4, 'latin1')
  return Buffer.concat([SAMPLE_VIDEO, free])
}

/** PUT of one chunk of an upload. */
export function putChunk(
  server: TestServer,
  cookie: string,
  uploadId: string,
  offset: number,
  chunk: Buffer,
) {
  return server.inject({
    method: 'PUT',
    url: `/admin/api/uploads/${uploadId}?offset=${offset}`,
    headers: { cookie, 'content-type': 'application/octet-stream' },
    payload: chunk,
  })
}

/** Uploads a whole file chunk by chunk; the final upload state. */
export async function uploadVideo(server: TestServer, cookie: string, name: string, data: Buffer) {
  const begun = await call(
    server,
    'POST',
    '/admin/api/uploads',
    { name, size: data.length },
    cookie,
  )
  expect(begun.code).toBe(200)
  let last = begun.result
  for (let offset = 0; offset < data.length; offset += UPLOAD_CHUNK_BYTES) {
    const response = await putChunk(
      server,
      cookie,
      begun.result.id,
      offset,
      data.subarray(offset, offset + UPLOAD_CHUNK_BYTES),
    )
    last = { ...response.json(), status: response.statusCode }
    if (last.code !== 200) return last
    last = last.result
  }
  return last
}
