import type { Kysely } from 'kysely'
import type { MyBank, MyLive, MyStudyItem, RecentStudyPage } from '@common/contracts/user-centre'
import { ACCESS } from '@common/constants/access'
import { flooredPercent } from '@common/rules/bank'
import { accessOf, expiryText, listMyCourses } from '../db/repositories/enrolments'
import {
  bankEnrolmentsOf,
  coursesOfGoodsType,
  livesOfCourses,
  publishedLessonPositions,
  recentStudyPage,
  studyRecordsOf,
} from '../db/repositories/my-study'
import type { Database } from '../db/schema'
import { liveStateOf } from './live-state'
import { stateFactsOf } from './lives'
import { chinaTime, type Instant } from '../time'
import { lessonProgress } from './lesson-progress'

/** spec: recent study is listed 10 a page. */
export const RECENT_STUDY_PAGE_SIZE = 10

/** GET /knew/home/user/getRecentStudy/p/{page}: the last lesson of each course, newest first. */
export async function recentStudy(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<RecentStudyPage> {
  const { rows, total } = await recentStudyPage(db, userId, page, RECENT_STUDY_PAGE_SIZE)
  return {
    list: rows.map((row) => {
      const seconds = Number(row.seconds ?? 0)
      const duration = Number(row.duration ?? 0)
      return {
        courseId: Number(row.course_id),
        courseTitle: row.course_title,
        cover: row.picture,
        lessonId: Number(row.lesson_id),
        lessonTitle: row.lesson_title ?? row.recorded_title,
        studiedAt: chinaTime(Number(row.updated_at)),
        seconds,
        duration,
        progress: lessonProgress(seconds, duration, row.done_at !== null),
      }
    }),
    totalCount: total,
    page,
    pageSize: RECENT_STUDY_PAGE_SIZE,
  }
}

/** Per course: its published lessons, and those the learner finished. */
async function lessonsDoneOf(db: Kysely<Database>, userId: number, courseIds: number[]) {
  const counts = new Map<number, { done: number; total: number }>()
  for (const row of await publishedLessonPositions(db, userId, courseIds)) {
    const count = counts.get(Number(row.course_id)) ?? { done: 0, total: 0 }
    count.total += 1
    // Finished by the watching credited (services/lesson-progress.ts), never by a position.
    if (row.done_at !== null) count.done += 1
    counts.set(Number(row.course_id), count)
  }
  return counts
}

/**
 * GET /knew/home/user/mycourse?topId=: the courses the learner holds (own enrolments and
 * through class rooms, with the access rules of listMyCourses), of one goods type when topId is
 * given; the most recently studied first, then the newest enrolment. Then the bank subjects
 * the learner holds (of that goods type: the goods that sell them), newest first.
 */
export async function myCourses(
  db: Kysely<Database>,
  userId: number,
  topId: number,
  now: Instant,
): Promise<MyStudyItem[]> {
  const [held, records, ofType, banks] = await Promise.all([
    listMyCourses(db, userId, now),
    studyRecordsOf(db, userId),
    topId > 0 ? coursesOfGoodsType(db, topId) : null,
    myBanks(db, userId, topId, now),
  ])
  const courses = ofType ? held.filter((course) => ofType.has(course.id)) : held
  const done = await lessonsDoneOf(
    db,
    userId,
    courses.map((course) => course.id),
  )
  const studied = new Map(records.map((record) => [Number(record.course_id), record]))
  const studiedAt = (courseId: number) => Number(studied.get(courseId)?.updated_at ?? 0)
  // listMyCourses lists the newest enrolment first, and the sort keeps that order among equals.
  const listed: MyStudyItem[] = [...courses]
    .sort((a, b) => studiedAt(b.id) - studiedAt(a.id))
    .map((course) => {
      const count = done.get(course.id) ?? { done: 0, total: 0 }
      const record = studied.get(course.id)
      return {
        courseId: course.id,
        title: course.title,
        cover: course.picture,
        teacher: course.teacher,
        lessonsDone: count.done,
        lessonsTotal: count.total,
        progress: flooredPercent(count.done, count.total),
        source: course.source,
        activated: course.access !== ACCESS.needsActivation,
        expireAt: course.expireAt,
        expired: course.access === ACCESS.needsPurchase,
        access: course.access,
        lastLessonId: record ? Number(record.lesson_id) : null,
      }
    })
  return [...listed, ...banks]
}

/** The bank subjects the learner holds, of one goods type (0: all), as 我的课程 lists them. */
async function myBanks(
  db: Kysely<Database>,
  userId: number,
  topId: number,
  now: Instant,
): Promise<MyBank[]> {
  const rows = await bankEnrolmentsOf(db, userId)
  return rows
    .filter((row) => topId === 0 || Number(row.goods?.goods_type_id) === topId)
    .map((row) => {
      const access = accessOf(row, now)
      const total = Number(row.question_count)
      return {
        kind: 'bank' as const,
        subjectId: Number(row.ref_id),
        examId: Number(row.exam_id),
        title: row.goods?.title ?? `${row.year}年${row.exam_name} ${row.subject_name}题库`,
        cover: row.goods?.cover ?? '',
        questionsDone: row.done,
        questionsTotal: total,
        progress: flooredPercent(row.done, total),
        activated: access !== ACCESS.needsActivation,
        expireAt: expiryText(row),
        expired: access === ACCESS.needsPurchase,
        access,
      }
    })
}

/** The user centre's three states of the live state (services/live-state.ts). */
const STATES = {
  scheduled: 'upcoming',
  live: 'live',
  ended: 'ended',
  replayReady: 'ended',
} as const

/**
 * GET /knew/home/user/live: the published lives of the courses the learner holds, cancelled
 * ones left out; those to come or on now first, soonest first, then the ended ones, the latest
 * first.
 */
export async function myLives(
  db: Kysely<Database>,
  userId: number,
  now: Instant,
): Promise<MyLive[]> {
  const held = await listMyCourses(db, userId, now)
  const rows = await livesOfCourses(
    db,
    held.map((course) => course.id),
  )
  const lives = rows.flatMap((row) => {
    const { state } = liveStateOf(stateFactsOf(row), now)
    if (state === 'cancelled') return []
    const live: MyLive = {
      liveId: Number(row.id),
      courseId: Number(row.course_id),
      courseTitle: row.course_title,
      lessonTitle: row.lesson_title,
      teacher: row.teacher || row.course_teacher,
      startTime: chinaTime(Number(row.start_time)),
      endTime: chinaTime(Number(row.end_time)),
      free: Number(row.free) === 1,
      state: STATES[state],
    }
    return [{ live, start: Number(row.start_time), end: Number(row.end_time) }]
  })
  const ended = (item: (typeof lives)[number]) => item.live.state === 'ended'
  return [
    ...lives
      .filter((item) => !ended(item))
      .sort((a, b) => a.start - b.start || a.live.liveId - b.live.liveId),
    ...lives
      .filter(ended)
      .sort((a, b) => b.end - a.end || b.start - a.start || b.live.liveId - a.live.liveId),
  ].map((item) => item.live)
}
