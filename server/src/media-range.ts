import type { FastifyReply, FastifyRequest } from 'fastify'
import type { MediaStorage } from './adapters/storage'
import { ApiFailure, failureBody } from './errors'

/**
 * The byte range a Range header asks of a file (one range only, as players ask), the whole
 * file without a header, or null when it cannot be served (416).
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number; partial: boolean } | null {
  if (header === undefined) return { start: 0, end: size - 1, partial: false }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  let start: number
  let end: number
  if (match[1] === '') {
    // bytes=-N: the last N bytes.
    start = Math.max(size - Number(match[2]), 0)
    end = size - 1
  } else {
    start = Number(match[1])
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  }
  if (start > end || start >= size) return null
  return { start, end, partial: true }
}

/**
 * A stored video sent by the ranges the player asks (MP4), for the learner's player and the
 * console's preview alike; 404 when the file is missing, 416 for a range outside it.
 */
export async function sendStoredVideo(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: MediaStorage,
  key: string,
) {
  const size = await storage.sizeOf(key)
  if (size === null) throw new ApiFailure(404, '视频文件不存在')
  reply
    .header('Accept-Ranges', 'bytes')
    // Paid videos: browsers may keep them, shared caches may not.
    .header('Cache-Control', 'private, max-age=3600')
    .type('video/mp4')
  const range = byteRange(request.headers.range, size)
  if (!range) {
    return reply
      .code(416)
      .header('Content-Range', `bytes */${size}`)
      .type('application/json; charset=utf-8')
      .send(failureBody(416, '请求的视频范围无效'))
  }
  if (range.partial) {
    reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  }
  reply.header('Content-Length', range.end - range.start + 1)
  return reply.send(storage.read(key, range.start, range.end))
}
