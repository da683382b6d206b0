import type { FastifyInstance } from 'fastify'
import { MINUTE_MS } from '@server/time'

/** A live of a course added by a test, placed in minutes from `now`; answers its id. */
export async function addLive(
  app: FastifyInstance,
  now: number,
  live: {
    courseId: number
    startIn: number
    length?: number
    free?: number
    status?: string
    state?: 'scheduled' | 'cancelled'
    /** Minutes from now that the replay became (or becomes) ready. */
    replayReadyIn?: number
    title?: string
    mediaKey?: string
    chapterId?: number
  },
): Promise<number> {
  const start = now + live.startIn * MINUTE_MS
  const row = await app.db
    .insertInto('lives')
    .values({
      course_id: live.courseId,
      lesson_title: live.title ?? `测试直播 ${live.courseId} ${live.startIn}`,
      teacher: '测试老师',
      start_time: start,
      end_time: start + (live.length ?? 90) * MINUTE_MS,
      free: live.free ?? 0,
      status: live.status ?? 'published',
      state: live.state ?? 'scheduled',
      replay_ready_at:
        live.replayReadyIn === undefined ? null : now + live.replayReadyIn * MINUTE_MS,
      media_key: live.mediaKey ?? `test-${live.courseId}-${live.startIn}`,
      chapter_id: live.chapterId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}

/** A chapter of a course added by a test, at a place in the course's order; answers its id. */
export async function addChapter(
  app: FastifyInstance,
  chapter: { courseId: number; title: string; sort: number },
): Promise<number> {
  const row = await app.db
    .insertInto('chapters')
    .values({ course_id: chapter.courseId, title: chapter.title, sort: chapter.sort })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}
