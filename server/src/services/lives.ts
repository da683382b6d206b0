import type { Kysely } from 'kysely'
import type { LiveLesson } from '@common/contracts/catalogue'
import type {
  LiveDetail,
  LiveItem,
  LiveReminder,
  LiveStream,
  ReplayLivePage,
} from '@common/contracts/lives'
import type { AccessCode } from '@common/contracts/catalogue'
import { ACCESS } from '@common/constants/access'
import type { LiveStreamProvider } from '../adapters/live'
import { toLiveLesson, type LiveRow } from '../db/repositories/catalogue'
import { listMyCourses } from '../db/repositories/enrolments'
import {
  findLive,
  listComingLives,
  listLivesOfClassroom,
  listLivesOfCourse,
  listLivesOfMyClassrooms,
  pageEndedLives,
} from '../db/repositories/lives'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { chinaTime, type Instant } from '../time'
import { liveStateOf, type LiveStateFacts } from './live-state'
import { existingCourse } from './lookups'
import { FAILURES } from '@server/failures'

/** The learner's access to each course they hold (spec §4 0/1/2, their best enrolment). */
export async function heldCourseAccess(
  db: Kysely<Database>,
  userId: number | null,
  now: Instant,
): Promise<Map<number, AccessCode>> {
  if (userId === null) return new Map()
  const held = await listMyCourses(db, userId, now)
  return new Map(held.map((course) => [course.id, course.access]))
}

/** spec §4: a free live is open to everyone; a paid one as its course is to the learner. */
function liveAccess(free: boolean, courseId: number, held: Map<number, AccessCode>): AccessCode {
  return free ? ACCESS.mayEnter : (held.get(courseId) ?? ACCESS.needsPurchase)
}

/** The columns of a row the state rule reads, as numbers whatever the driver gives. */
export function stateFactsOf(row: LiveRow): LiveStateFacts {
  return {
    start_time: Number(row.start_time),
    end_time: Number(row.end_time),
    state: row.state,
    replay_ready_at: row.replay_ready_at === null ? null : Number(row.replay_ready_at),
  }
}

/** spec §3 live lesson with the learner's access (activated: they may enter). */
function withAccess(lesson: LiveLesson, access: AccessCode): LiveLesson {
  return { ...lesson, access, is_activate: access === ACCESS.mayEnter ? 1 : 0 }
}

/** A live of a list, with its state now and the learner's access. */
function toLiveItem(row: LiveRow, held: Map<number, AccessCode>, now: Instant): LiveItem {
  const lesson = toLiveLesson(row)
  const access = liveAccess(lesson.free === '1', lesson.courseId, held)
  const { state, playState, enterable } = liveStateOf(stateFactsOf(row), now)
  return {
    ...withAccess(lesson, access),
    state,
    playState,
    enterable,
    chapterId: row.chapter_id === null ? null : Number(row.chapter_id),
    chapterTitle: row.chapter_title ?? null,
  }
}

/**
 * A public list (preLive, getlivelists) as one learner sees it: their access to each paid
 * live's course. A visitor's is the public list itself.
 */
export async function livesForLearner(
  db: Kysely<Database>,
  lives: LiveLesson[],
  userId: number,
  now: Instant,
): Promise<LiveLesson[]> {
  const held = await heldCourseAccess(db, userId, now)
  return lives.map((live) => withAccess(live, liveAccess(live.free === '1', live.courseId, held)))
}

/**
 * The stream a learner may play now (spec §4/§9): the live from its entry window (under 2
 * hours before the start) to its end, the replay once it is ready; nothing without access 1,
 * for an unpublished or cancelled live, or while the replay is being made.
 */
function streamOf(
  row: LiveRow,
  item: LiveItem,
  provider: LiveStreamProvider,
  now: Instant,
): LiveStream | null {
  if (item.access !== ACCESS.mayEnter || row.status !== 'published') return null
  const kind =
    item.state === 'replayReady'
      ? 'replay'
      : item.state === 'live' || (item.state === 'scheduled' && item.enterable)
        ? 'live'
        : null
  if (kind === null) return null
  const address = provider.addressOf({ id: item.id, mediaKey: row.media_key }, kind, now)
  return {
    kind,
    url: address.url,
    expiresAt: address.expiresAt === null ? null : chinaTime(address.expiresAt),
  }
}

/**
 * 提醒我: only a published live that has not started and is not cancelled can be
 * put in a calendar or subscribed to; the WeChat template is the school's (null: none).
 */
function reminderOf(
  row: LiveRow,
  item: LiveItem,
  subscribeTemplateId: string | null,
): LiveReminder | null {
  if (row.status !== 'published' || item.state !== 'scheduled') return null
  return { ics: `/api/home/liveCalendar/${item.id}`, subscribeTemplateId }
}

/**
 * GET /api/home/visitLives/{id}: one live for the learner (null: a visitor), or 404; its
 * reminder names the school's subscribe-message template (WECHAT_SUBSCRIBE_TEMPLATE_ID).
 */
export async function visitLive(
  db: Kysely<Database>,
  provider: LiveStreamProvider,
  liveId: number,
  userId: number | null,
  now: Instant,
  subscribeTemplateId: string | null,
): Promise<LiveDetail> {
  const row = await findLive(db, liveId)
  if (!row) throw FAILURES.liveNotFound()
  const item = toLiveItem(row, await heldCourseAccess(db, userId, now), now)
  return {
    ...item,
    replayReadyAt:
      item.state === 'replayReady' && row.replay_ready_at !== null
        ? chinaTime(Number(row.replay_ready_at))
        : null,
    stream: streamOf(row, item, provider, now),
    reminder: reminderOf(row, item, subscribeTemplateId),
  }
}

/**
 * A live that can be put in a calendar (GET /api/home/liveCalendar/{id}): published and not
 * cancelled, or a 404 saying which.
 */
export async function calendarLive(db: Kysely<Database>, liveId: number): Promise<LiveRow> {
  const row = await findLive(db, liveId)
  if (!row || row.status !== 'published') throw FAILURES.liveNotFound()
  if (row.state === 'cancelled') throw new ApiFailure(404, '直播已取消')
  return row
}

/** GET /knew/pc/Classroom/getLiveList/classroomId/{id}: a class room's lives, by start time. */
export async function classroomLiveList(
  db: Kysely<Database>,
  classroomId: number,
  userId: number | null,
  now: Instant,
): Promise<LiveItem[]> {
  const [rows, held] = await Promise.all([
    listLivesOfClassroom(db, classroomId),
    heldCourseAccess(db, userId, now),
  ])
  return rows.map((row) => toLiveItem(row, held, now))
}

/**
 * GET /api/home/courseLives/{courseId}: every live of a course for the learner (null: a
 * visitor), unpublished (敬请期待) and cancelled ones too, in course order; 404 for no course.
 */
export async function courseLiveList(
  db: Kysely<Database>,
  courseId: number,
  userId: number | null,
  now: Instant,
): Promise<LiveItem[]> {
  await existingCourse(db, courseId)
  const [rows, held] = await Promise.all([
    listLivesOfCourse(db, courseId),
    heldCourseAccess(db, userId, now),
  ])
  return rows.map((row) => toLiveItem(row, held, now))
}

/** GET /api/home/livelists/: the lives of the courses of the learner's class rooms. */
export async function myClassroomLives(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<LiveItem[]> {
  const [rows, held] = await Promise.all([
    listLivesOfMyClassrooms(db, userId),
    heldCourseAccess(db, userId, now),
  ])
  return rows.map((row) => toLiveItem(row, held, now))
}

/** GET /knew/home/user/prelive: the coming (and on now) lives of my courses, soonest first. */
export async function myComingLives(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<LiveItem[]> {
  const held = await heldCourseAccess(db, userId, now)
  const rows = await listComingLives(db, [...held.keys()], now)
  return rows.map((row) => toLiveItem(row, held, now))
}

/** GET /knew/home/user/replayLive/: my ended lives (replay ready or being made), latest first. */
export async function myReplayLives(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
  now: Instant,
): Promise<ReplayLivePage> {
  const held = await heldCourseAccess(db, userId, now)
  const { rows, total } = await pageEndedLives(db, [...held.keys()], now, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  })
  return { list: rows.map((row) => toLiveItem(row, held, now)), totalCount: total, page, pageSize }
}
