// What the school's operators do to a live: cancel it, mark its replay ready, and
// see the lives around today. Used by server/bin/live-admin.ts (npm run live).
import type { Kysely } from 'kysely'
import type { LiveState } from '@common/contracts/lives'
import {
  cancelComingLive,
  findLive,
  listLivesStartingFrom,
  markEndedLiveReplayReady,
} from '../db/repositories/lives'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { addDays, chinaDate, chinaTime, parseChinaTime, type Instant } from '../time'
import { liveStateOf } from './live-state'
import { stateFactsOf } from './lives'
import { FAILURES } from '@server/failures'

/** What an operator's action did: false when the live already was as asked (run twice). */
export interface LiveAdminOutcome {
  changed: boolean
}

/** A live as the operators' list shows it. */
export interface AdminLive {
  id: number
  start: string
  end: string
  state: LiveState
  /** published, or not yet (the app shows 敬请期待). */
  status: string
  title: string
  courseTitle: string
}

/**
 * Cancels a live that has not ended (one on now too: the school may stop it); cancelling a
 * cancelled live again is fine. Refuses an unknown live and an ended one, whose replay
 * learners may already be watching.
 */
export async function cancelLive(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<LiveAdminOutcome> {
  if (await cancelComingLive(db, id, now)) return { changed: true }
  const row = await findLive(db, id)
  if (!row) throw FAILURES.liveNotFound()
  if (row.state === 'cancelled') return { changed: false }
  throw new ApiFailure(409, '直播已结束，不能取消')
}

/**
 * Marks the replay of an ended live ready from now on (the state rule: replay ready once
 * replay_ready_at has come); marking it again changes nothing. Refuses an unknown live, a
 * cancelled one, and one that has not ended by its time.
 */
export async function markReplayReady(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<LiveAdminOutcome> {
  if (await markEndedLiveReplayReady(db, id, now)) return { changed: true }
  const row = await findLive(db, id)
  if (!row) throw FAILURES.liveNotFound()
  if (row.state === 'cancelled') throw new ApiFailure(409, '直播已取消，没有回放')
  if (Number(row.end_time) > now) throw new ApiFailure(409, '直播尚未结束，不能标记回放')
  return { changed: false }
}

/** The lives starting from yesterday (China time) onwards, with their state now. */
export async function listAdminLives(db: Kysely<Database>, now: Instant): Promise<AdminLive[]> {
  const yesterday = parseChinaTime(addDays(chinaDate(now), -1))
  const rows = await listLivesStartingFrom(db, yesterday)
  return rows.map((row) => ({
    id: Number(row.id),
    start: chinaTime(Number(row.start_time)),
    end: chinaTime(Number(row.end_time)),
    state: liveStateOf(stateFactsOf(row), now).state,
    status: row.status,
    title: row.lesson_title,
    courseTitle: row.course_title,
  }))
}
