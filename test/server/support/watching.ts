import type { TestClock } from './clock'
import type { TestServer } from './test-server'

/** How often the player saves while playing (src/components/lesson-player/use-playback-record). */
export const SAVE_EVERY_MS = 5000

/** GET /knew/pc/course/saveRecord: the position the player reports, now by the server's clock. */
export async function saveRecord(
  server: TestServer,
  cookie: string,
  lessonId: number,
  seconds: number,
): Promise<void> {
  const saved = await server.get(
    `/knew/pc/course/saveRecord?video_id=${lessonId}&current_time=${seconds}`,
    cookie,
  )
  expect(saved).toMatchObject({ code: 200, result: null })
}

/**
 * Plays a lesson from `from` to `to` seconds at `rate`× as the player does: a save where it
 * starts, then one every 5 seconds of the server's clock (moved on by the test) until `to`.
 */
export async function watchLesson(
  server: TestServer,
  clock: TestClock,
  cookie: string,
  lessonId: number,
  { from = 0, to, rate = 1 }: { from?: number; to: number; rate?: number },
): Promise<void> {
  await saveRecord(server, cookie, lessonId, from)
  for (let at = from; at < to;) {
    clock.set(clock.now() + SAVE_EVERY_MS)
    at = Math.min(to, at + (SAVE_EVERY_MS / 1000) * rate)
    await saveRecord(server, cookie, lessonId, at)
  }
}
