import type { Kysely } from 'kysely'
import type { AccessResult, ActivationResult } from '@common/contracts/study'
import { accessTo, activateCourse, enrol, findJoinable } from '../db/repositories/enrolments'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { FAILURES } from '../failures'
import type { Instant } from '../time'

/**
 * spec §4 free join of a free course or class room: active at once. A second join changes
 * nothing. Answers the learner's access after it.
 */
export async function joinFree(
  db: Kysely<Database>,
  join: { userId: number; kind: 'course' | 'classroom'; id: number },
  now: Instant,
): Promise<AccessResult> {
  const isCourse = join.kind === 'course'
  const item = await findJoinable(db, join.kind, join.id)
  if (!item) throw isCourse ? FAILURES.courseNotFound() : FAILURES.classroomNotFound()
  if (!item.free) throw new ApiFailure(400, isCourse ? '该课程不是免费课程' : '该班级不是免费班级')
  const { validityDays } = item
  return db.transaction().execute(async (trx) => {
    await enrol(
      trx,
      { userId: join.userId, kind: join.kind, refId: join.id, source: 'free' },
      {
        validityDays,
      },
      now,
    )
    return accessTo(trx, join.userId, join.kind, join.id, validityDays, now)
  })
}

/** spec §2 activation: starts the validity period of a bought course (or its class room). */
export async function activate(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  now: Instant,
): Promise<ActivationResult> {
  const activation = await db
    .transaction()
    .execute((trx) => activateCourse(trx, userId, courseId, now))
  if (!activation) throw new ApiFailure(400, '激活失败：您尚未购买该课程')
  return activation
}
