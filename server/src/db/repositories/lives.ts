import { sql, type Kysely } from 'kysely'
import type { Instant } from '../../time'
import type { Database } from '../schema'
import { liveQuery, type LiveRow } from './catalogue'

/** A live with its course, exam and chapter, or null when there is none. */
export async function findLive(db: Kysely<Database>, id: number): Promise<LiveRow | null> {
  return (await liveQuery(db).where('lives.id', '=', id).executeTakeFirst()) ?? null
}

/** The published lives of a class room's courses, cancelled ones too, by start time. */
export function listLivesOfClassroom(db: Kysely<Database>, classroomId: number) {
  return liveQuery(db)
    .innerJoin('classroom_courses', 'classroom_courses.course_id', 'courses.id')
    .where('classroom_courses.classroom_id', '=', classroomId)
    .where('lives.status', '=', 'published')
    .orderBy('lives.start_time')
    .orderBy('lives.id')
    .execute()
}

/**
 * Every live of a course, unpublished and cancelled ones too, in course order: lives without a
 * chapter (or whose chapter is gone) first, then by the chapters' order, each by start time.
 */
export function listLivesOfCourse(db: Kysely<Database>, courseId: number) {
  return (
    liveQuery(db)
      .where('lives.course_id', '=', courseId)
      // Written out: SQLite sorts nulls first and PostgreSQL last.
      .orderBy(sql`case when chapters.id is null then 0 else 1 end`)
      .orderBy('chapters.sort')
      .orderBy('chapters.id')
      .orderBy('lives.start_time')
      .orderBy('lives.id')
      .execute()
  )
}

/** The published lives of the courses of the learner's class rooms, by start time. */
export function listLivesOfMyClassrooms(db: Kysely<Database>, userId: number) {
  return liveQuery(db)
    .where('lives.status', '=', 'published')
    .where((eb) =>
      eb(
        'lives.course_id',
        'in',
        eb
          .selectFrom('classroom_courses')
          .innerJoin('enrolments', 'enrolments.ref_id', 'classroom_courses.classroom_id')
          .select('classroom_courses.course_id')
          .where('enrolments.user_id', '=', userId)
          .where('enrolments.kind', '=', 'classroom'),
      ),
    )
    .orderBy('lives.start_time')
    .orderBy('lives.id')
    .execute()
}

/** The published, not cancelled lives of these courses not yet ended, soonest first. */
export function listComingLives(db: Kysely<Database>, courseIds: number[], now: Instant) {
  if (courseIds.length === 0) return Promise.resolve([])
  return liveQuery(db)
    .where('lives.course_id', 'in', courseIds)
    .where('lives.status', '=', 'published')
    .where('lives.state', '=', 'scheduled')
    .where('lives.end_time', '>', now)
    .orderBy('lives.start_time')
    .orderBy('lives.id')
    .execute()
}

/** A page of the published, not cancelled lives of these courses that have ended, latest first. */
export async function pageEndedLives(
  db: Kysely<Database>,
  courseIds: number[],
  now: Instant,
  page: { offset: number; limit: number },
) {
  if (courseIds.length === 0) return { rows: [], total: 0 }
  const ended = liveQuery(db)
    .where('lives.course_id', 'in', courseIds)
    .where('lives.status', '=', 'published')
    .where('lives.state', '=', 'scheduled')
    .where('lives.end_time', '<=', now)
  const [rows, count] = await Promise.all([
    ended
      .orderBy('lives.end_time', 'desc')
      .orderBy('lives.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    ended
      .clearSelect()
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

/**
 * Cancels a live that is scheduled and not yet ended, in one guarded statement (a concurrent
 * change cannot slip between a check and the write); answers whether it changed.
 */
export async function cancelComingLive(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('lives')
    .set({ state: 'cancelled' })
    .where('id', '=', id)
    .where('state', '=', 'scheduled')
    .where('end_time', '>', now)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/**
 * Marks the replay of an ended, not cancelled live ready now, unless it already is (guarded as
 * cancelComingLive); answers whether it changed.
 */
export async function markEndedLiveReplayReady(
  db: Kysely<Database>,
  id: number,
  now: Instant,
): Promise<boolean> {
  const result = await db
    .updateTable('lives')
    .set({ replay_ready_at: now })
    .where('id', '=', id)
    .where('state', '=', 'scheduled')
    .where('end_time', '<=', now)
    .where((eb) => eb.or([eb('replay_ready_at', 'is', null), eb('replay_ready_at', '>', now)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Every live starting at or after an instant, unpublished and cancelled too, by start time. */
export function listLivesStartingFrom(db: Kysely<Database>, from: Instant) {
  return liveQuery(db)
    .where('lives.start_time', '>=', from)
    .orderBy('lives.start_time')
    .orderBy('lives.id')
    .execute()
}
