import type { Kysely } from 'kysely'
import type { AuditAction } from '@common/constants/audit'
import type { ConsoleLive, LiveChange, NewLive } from '@common/contracts/console-lives'
import { liveScheduleError, liveTitleError } from '@common/rules/live-schedule'
import { liveQuery, type LiveRow } from '@server/db/repositories/catalogue'
import { findTeacher } from '@server/db/repositories/teachers'
import type { Database } from '@server/db/schema'
import { ApiFailure } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { cancelLive, markReplayReady } from './live-admin'
import { liveStateOf } from './live-state'
import { stateFactsOf } from './lives'
import { audit, type Actor } from './staff'

export const CONSOLE_LIVES_PAGE_SIZE = 20

/** Whose lives a staff member sees: everyone's, or a 讲师's own (none without a teacher). */
export type LiveScope = { all: true } | { teacherId: number | null }

function toConsoleLive(row: LiveRow & { teacher_id: number | null }, now: Instant): ConsoleLive {
  return {
    id: Number(row.id),
    courseId: Number(row.course_id),
    courseTitle: row.course_title,
    chapterId: row.chapter_id === null ? null : Number(row.chapter_id),
    lessonTitle: row.lesson_title,
    teacherId: row.teacher_id === null ? null : Number(row.teacher_id),
    teacher: row.teacher,
    startTime: new Date(Number(row.start_time)).toISOString(),
    endTime: new Date(Number(row.end_time)).toISOString(),
    free: Number(row.free) === 1,
    published: row.status === 'published',
    state: liveStateOf(stateFactsOf(row), now).state,
    mediaKey: row.media_key,
  }
}

const consoleLiveQuery = (db: Kysely<Database>) => liveQuery(db).select('lives.teacher_id')

/** A page of lives, the latest start first, as the scope allows. */
export async function consoleLives(
  db: Kysely<Database>,
  scope: LiveScope,
  page: number,
  now: Instant,
) {
  // A 讲师 without a teacher matches no live (-1 is no id).
  const teacherId = 'all' in scope ? null : (scope.teacherId ?? -1)
  let query = consoleLiveQuery(db)
  if (teacherId !== null) query = query.where('lives.teacher_id', '=', teacherId)
  const [rows, count] = await Promise.all([
    query
      .orderBy('lives.start_time', 'desc')
      .orderBy('lives.id', 'desc')
      .limit(CONSOLE_LIVES_PAGE_SIZE)
      .offset((page - 1) * CONSOLE_LIVES_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('lives')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(teacherId !== null, (q) => q.where('teacher_id', '=', teacherId as number))
      .executeTakeFirstOrThrow(),
  ])
  return {
    list: rows.map((row) => toConsoleLive(row, now)),
    totalCount: Number(count.n),
    page,
    pageSize: CONSOLE_LIVES_PAGE_SIZE,
  }
}

async function consoleLive(db: Kysely<Database>, id: number, now: Instant): Promise<ConsoleLive> {
  const row = await consoleLiveQuery(db).where('lives.id', '=', id).executeTakeFirst()
  if (!row) throw FAILURES.liveNotFound()
  return toConsoleLive(row, now)
}

function instantOf(text: string, field: string): number {
  const value = Date.parse(text)
  if (Number.isNaN(value)) throw new ApiFailure(400, `${field}不是有效的时间`)
  return value
}

/** A live's fields checked against the catalogue: its course, chapter, teacher, times, title. */
async function checkedLive(db: Kysely<Database>, live: NewLive, now: Instant) {
  const titleProblem = liveTitleError(live.lessonTitle)
  if (titleProblem) throw new ApiFailure(400, titleProblem)
  const start = instantOf(live.startTime, '开始时间')
  const end = instantOf(live.endTime, '结束时间')
  const timeProblem = liveScheduleError(start, end, now)
  if (timeProblem) throw new ApiFailure(400, timeProblem)
  const course = await db
    .selectFrom('courses')
    .select('id')
    .where('id', '=', live.courseId)
    .executeTakeFirst()
  if (!course) throw FAILURES.courseNotFound()
  if (live.chapterId) {
    const chapter = await db
      .selectFrom('chapters')
      .select('id')
      .where('id', '=', live.chapterId)
      .where('course_id', '=', live.courseId)
      .executeTakeFirst()
    if (!chapter) throw FAILURES.chapterNotOfCourse()
  }
  const teacher = await findTeacher(db, live.teacherId)
  if (!teacher) throw FAILURES.teacherNotFound()
  return {
    course_id: live.courseId,
    chapter_id: live.chapterId ?? null,
    lesson_title: live.lessonTitle.trim(),
    teacher_id: Number(teacher.id),
    teacher: teacher.name,
    start_time: start,
    end_time: end,
    free: live.free ? 1 : 0,
    status: live.published === false ? 'unpublished' : 'published',
    media_key: live.mediaKey ?? '',
  }
}

/** Schedules a live; without a stream name it gets `live-{id}`. Audited as live.create. */
export async function scheduleLive(
  db: Kysely<Database>,
  live: NewLive,
  actor: Actor,
  now: Instant,
): Promise<ConsoleLive> {
  const values = await checkedLive(db, live, now)
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('lives')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow()
    const liveId = Number(row.id)
    if (!values.media_key) {
      await trx
        .updateTable('lives')
        .set({ media_key: `live-${liveId}` })
        .where('id', '=', liveId)
        .execute()
    }
    await audit(trx, actor, 'live.create', `live:${liveId}`, { after: summaryOf(values) }, now)
    return liveId
  })
  return consoleLive(db, id, now)
}

function summaryOf(values: {
  lesson_title: string
  teacher: string
  start_time: number
  end_time: number
}) {
  return {
    title: values.lesson_title,
    teacher: values.teacher,
    start: new Date(values.start_time).toISOString(),
    end: new Date(values.end_time).toISOString(),
  }
}

/**
 * Changes a live that has not started (a live on now or over keeps its record; cancel it
 * instead). The times are checked again as a whole. Audited as live.update.
 */
export async function changeLive(
  db: Kysely<Database>,
  id: number,
  change: LiveChange,
  actor: Actor,
  now: Instant,
): Promise<ConsoleLive> {
  const before = await consoleLive(db, id, now)
  if (before.state !== 'scheduled') throw new ApiFailure(409, '只能修改尚未开始的直播')
  const values = await checkedLive(
    db,
    {
      courseId: change.courseId ?? before.courseId,
      chapterId: change.chapterId === undefined ? before.chapterId : change.chapterId,
      lessonTitle: change.lessonTitle ?? before.lessonTitle,
      teacherId: change.teacherId ?? before.teacherId ?? 0,
      startTime: change.startTime ?? before.startTime,
      endTime: change.endTime ?? before.endTime,
      free: change.free ?? before.free,
      published: change.published ?? before.published,
      mediaKey: change.mediaKey ?? before.mediaKey,
    },
    now,
  )
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('lives').set(values).where('id', '=', id).execute()
    await audit(
      trx,
      actor,
      'live.update',
      `live:${id}`,
      {
        before: {
          title: before.lessonTitle,
          teacher: before.teacher,
          start: before.startTime,
          end: before.endTime,
        },
        after: summaryOf(values),
      },
      now,
    )
  })
  return consoleLive(db, id, now)
}

/** Cancels a live, or marks its replay ready; audited when it changed something. */
export async function liveAction(
  db: Kysely<Database>,
  id: number,
  action: 'cancel' | 'replay',
  actor: Actor,
  now: Instant,
): Promise<ConsoleLive> {
  const outcome =
    action === 'cancel' ? await cancelLive(db, id, now) : await markReplayReady(db, id, now)
  if (outcome.changed) {
    const code: AuditAction = action === 'cancel' ? 'live.cancel' : 'live.replay'
    await audit(db, actor, code, `live:${id}`, {}, now)
  }
  return consoleLive(db, id, now)
}

/** The lives a 讲师 may act on are their own. */
export async function assertOwnLive(
  db: Kysely<Database>,
  id: number,
  teacherId: number | null,
): Promise<void> {
  const row = await db
    .selectFrom('lives')
    .select('teacher_id')
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw FAILURES.liveNotFound()
  if (teacherId === null || Number(row.teacher_id) !== teacherId) {
    throw new ApiFailure(403, '只能操作自己的直播')
  }
}
