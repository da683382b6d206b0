import type { Kysely } from 'kysely'
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
