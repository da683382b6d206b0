import { createFile, MP4BoxBuffer, type Movie } from 'mp4box'
import { open } from 'node:fs/promises'

/** What a lesson video is, found from its MP4 header. */
export interface VideoFacts {
  /** Whole seconds, rounded. */
  duration: number
  /** The video track's codec, e.g. avc1.42c01e. */
  videoCodec: string
}

/** Bytes read at a time while looking for the header (moov may be at the end of the file). */
const READ_SIZE = 1024 * 1024

/** The movie header of an MP4 file, or null when the file is not an MP4 mp4box can read. */
async function movieOf(file: string): Promise<Movie | null> {
  const handle = await open(file, 'r')
  try {
    const { size } = await handle.stat()
    // An MP4 begins with its ftyp box; anything else is refused before mp4box logs about it.
    const head = Buffer.alloc(8)
    await handle.read(head, 0, 8, 0)
    if (head.toString('latin1', 4, 8) !== 'ftyp') return null
    const mp4 = createFile()
    let movie: Movie | null = null
    let failed = false
    mp4.onReady = (info) => {
      movie = info
    }
    mp4.onError = () => {
      failed = true
    }
    let position = 0
    // Each append answers where mp4box wants to read next: past a large mdat, it skips.
    while (!movie && !failed && position < size) {
      const chunk = Buffer.alloc(Math.min(READ_SIZE, size - position))
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, position)
      if (bytesRead === 0) break
      const copy = chunk.buffer.slice(chunk.byteOffset, chunk.byteOffset + bytesRead)
      const next = mp4.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, position))
      position = next > position ? next : position + bytesRead
    }
    mp4.flush()
    return movie
  } catch {
    return null
  } finally {
    await handle.close()
  }
}

/**
 * Checks that a file is a lesson video learners' phones play (an MP4 with an H.264 video
 * track: HEVC does not play on many Android WeChat browsers) and reads its length; the reason
 * in Chinese when it is not.
 */
export async function probeLessonVideo(
  file: string,
): Promise<{ ok: true; facts: VideoFacts } | { ok: false; problem: string }> {
  const movie = await movieOf(file)
  if (!movie) return { ok: false, problem: '文件不是可读取的 MP4 视频' }
  const video = movie.videoTracks[0]
  if (!video) return { ok: false, problem: '文件中没有视频画面' }
  if (!video.codec.startsWith('avc1') && !video.codec.startsWith('avc3')) {
    return {
      ok: false,
      problem: `视频需为 H.264 编码（此文件为 ${video.codec.split('.')[0]}），请转码后再上传`,
    }
  }
  const duration = movie.timescale > 0 ? Math.round(movie.duration / movie.timescale) : 0
  if (duration <= 0) return { ok: false, problem: '无法读取视频时长' }
  return { ok: true, facts: { duration, videoCodec: video.codec } }
}
