import type { Kysely, Selectable } from 'kysely'
import type { AccessCode } from '@common/contracts/catalogue'
import type { AccessResult, ActivationResult, MyClassroom, MyCourse } from '@common/contracts/study'
import { ACCESS, accessRank } from '@common/constants/access'
import { chinaTime, DAY_MS, type Instant } from '../../time'
import type { Database, EnrolmentTable } from '../schema'
import { courseCount } from './classrooms'

type EnrolmentRow = Selectable<EnrolmentTable>
type Kind = EnrolmentTable['kind']

/** An enrolment that gives a course or class room, with the validity its activation grants. */
interface Holding {
  enrolment: EnrolmentRow
  validityDays: number
}

/** spec §4 access code of one enrolment at a moment. */
export function accessOf(enrolment: EnrolmentRow, now: Instant): AccessCode {
  if (enrolment.activated_at === null) return ACCESS.needsActivation
  if (enrolment.expire_at !== null && enrolment.expire_at <= now) return ACCESS.needsPurchase
  return ACCESS.mayEnter
}

/** When an enrolment's validity ends, as the API says it: null until activated or when never. */
export function expiryText(enrolment: EnrolmentRow): string | null {
  return enrolment.activated_at === null || enrolment.expire_at === null
    ? null
    : chinaTime(enrolment.expire_at)
}

/** The enrolment that serves the learner best: may enter, then needs activation, then none. */
function best(holdings: Holding[], now: Instant): Holding | null {
  const rank = (holding: Holding) => accessRank(accessOf(holding.enrolment, now))
  const lasting = (holding: Holding) => holding.enrolment.expire_at ?? Number.MAX_SAFE_INTEGER
  return [...holdings].sort((a, b) => rank(b) - rank(a) || lasting(b) - lasting(a))[0] ?? null
}

/** The learner's own enrolment in a course or class room. */
async function ownHoldings(
  db: Kysely<Database>,
  userId: number,
  kind: Kind,
  refId: number,
): Promise<Holding[]> {
  const [rows, validityDays] = await Promise.all([
    db
      .selectFrom('enrolments')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('ref_id', '=', refId)
      .execute(),
    validityDaysOf(db, kind, refId),
  ])
  return rows.map((enrolment) => ({ enrolment, validityDays: validityDays ?? 0 }))
}

/** The learner's own enrolment in a course and those of the class rooms that contain it. */
async function holdingsOfCourse(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
): Promise<Holding[]> {
  const [own, viaClassrooms] = await Promise.all([
    ownHoldings(db, userId, 'course', courseId),
    db
      .selectFrom('enrolments')
      .innerJoin('classroom_courses', 'classroom_courses.classroom_id', 'enrolments.ref_id')
      .innerJoin('classrooms', 'classrooms.id', 'enrolments.ref_id')
      .selectAll('enrolments')
      .select('classrooms.validity_days')
      .where('enrolments.user_id', '=', userId)
      .where('enrolments.kind', '=', 'classroom')
      .where('classroom_courses.course_id', '=', courseId)
      .execute(),
  ])
  return [
    ...own,
    ...viaClassrooms.map(({ validity_days, ...enrolment }) => ({
      enrolment,
      validityDays: Number(validity_days),
    })),
  ]
}

function holdingsOf(db: Kysely<Database>, userId: number, kind: Kind, refId: number) {
  return kind === 'course'
    ? holdingsOfCourse(db, userId, refId)
    : ownHoldings(db, userId, 'classroom', refId)
}

/** The validity days of a course or class room, or null when it does not exist. */
export async function validityDaysOf(
  db: Kysely<Database>,
  kind: Kind,
  id: number,
): Promise<number | null> {
  const row = await db
    .selectFrom(kind === 'course' ? 'courses' : 'classrooms')
    .select('validity_days')
    .where('id', '=', id)
    .executeTakeFirst()
  return row ? Number(row.validity_days) : null
}

/** What a free join needs to know of a course or class room, or null when it does not exist. */
export async function findJoinable(
  db: Kysely<Database>,
  kind: Kind,
  id: number,
): Promise<{ free: boolean; validityDays: number } | null> {
  const row = await db
    .selectFrom(kind === 'course' ? 'courses' : 'classrooms')
    .select(['discount_price_fen', 'validity_days'])
    .where('id', '=', id)
    .executeTakeFirst()
  return row
    ? { free: Number(row.discount_price_fen) === 0, validityDays: Number(row.validity_days) }
    : null
}

/** spec §4 access of a learner (null: a visitor) to a course or class room that exists. */
export async function accessTo(
  db: Kysely<Database>,
  userId: number | null,
  kind: Kind,
  refId: number,
  validityDays: number,
  now: number,
): Promise<AccessResult> {
  const holding = userId === null ? null : best(await holdingsOf(db, userId, kind, refId), now)
  if (!holding) {
    return { access: ACCESS.needsPurchase, loggedIn: userId !== null, expireAt: null, validityDays }
  }
  return {
    access: accessOf(holding.enrolment, now),
    loggedIn: true,
    expireAt: expiryText(holding.enrolment),
    validityDays: holding.validityDays,
  }
}

/**
 * Starts the validity period of the learner's pending enrolment for a course (its own or a
 * class room's); an active one is answered as it is. Null when nothing can be activated.
 * Call it in a transaction: it reads, then writes.
 */
export async function activateCourse(
  db: Kysely<Database>,
  userId: number,
  courseId: number,
  now: number,
): Promise<ActivationResult | null> {
  const holding = best(await holdingsOfCourse(db, userId, courseId), now)
  if (!holding) return null
  const access = accessOf(holding.enrolment, now)
  if (access === ACCESS.needsPurchase) return null
  if (access === ACCESS.mayEnter) {
    return { access: ACCESS.mayEnter, expireAt: expiryText(holding.enrolment) ?? '' }
  }
  // Only a still-pending row is changed, so two activations at once grant one period.
  await db
    .updateTable('enrolments')
    .set({ activated_at: now, expire_at: now + holding.validityDays * DAY_MS })
    .where('id', '=', holding.enrolment.id)
    .where('activated_at', 'is', null)
    .execute()
  const row = await db
    .selectFrom('enrolments')
    .selectAll()
    .where('id', '=', holding.enrolment.id)
    .executeTakeFirstOrThrow()
  return { access: ACCESS.mayEnter, expireAt: expiryText(row) ?? '' }
}

/** Records an enrolment unless the learner already holds one of this kind and id. */
export async function enrol(
  db: Kysely<Database>,
  enrolment: { userId: number; kind: Kind; refId: number; source: EnrolmentRow['source'] },
  activation: { validityDays: number } | null,
  now: number,
): Promise<void> {
  await db
    .insertInto('enrolments')
    .values({
      user_id: enrolment.userId,
      kind: enrolment.kind,
      ref_id: enrolment.refId,
      source: enrolment.source,
      created_at: now,
      activated_at: activation ? now : null,
      expire_at: activation ? now + activation.validityDays * DAY_MS : null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doNothing())
    .execute()
}

/** The learner's courses, own and through class rooms, newest first (one row per course). */
export async function listMyCourses(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<MyCourse[]> {
  const [own, viaClassrooms] = await Promise.all([
    db
      .selectFrom('enrolments')
      .innerJoin('courses', 'courses.id', 'enrolments.ref_id')
      .selectAll('enrolments')
      .select(['courses.title', 'courses.picture', 'courses.teacher', 'courses.id as course_id'])
      .where('enrolments.user_id', '=', userId)
      .where('enrolments.kind', '=', 'course')
      .execute(),
    db
      .selectFrom('enrolments')
      .innerJoin('classroom_courses', 'classroom_courses.classroom_id', 'enrolments.ref_id')
      .innerJoin('courses', 'courses.id', 'classroom_courses.course_id')
      .selectAll('enrolments')
      .select(['courses.title', 'courses.picture', 'courses.teacher', 'courses.id as course_id'])
      .where('enrolments.user_id', '=', userId)
      .where('enrolments.kind', '=', 'classroom')
      .orderBy('classroom_courses.sort')
      .execute(),
  ])
  const byCourse = new Map<number, MyCourse & { createdAt: Instant }>()
  for (const row of [...own, ...viaClassrooms]) {
    const course: MyCourse & { createdAt: Instant } = {
      id: Number(row.course_id),
      title: row.title,
      picture: row.picture,
      teacher: row.teacher,
      access: accessOf(row, now),
      expireAt: expiryText(row),
      source: row.kind === 'classroom' ? 'classroom' : row.source,
      createdAt: row.created_at,
    }
    const held = byCourse.get(course.id)
    if (!held || accessRank(course.access) > accessRank(held.access)) {
      byCourse.set(course.id, course)
    }
  }
  return [...byCourse.values()]
    .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
    .map(({ createdAt: _createdAt, ...course }) => course)
}

/** The learner's class rooms, newest first. */
export async function listMyClassrooms(
  db: Kysely<Database>,
  userId: number,
  now: number,
): Promise<MyClassroom[]> {
  const rows = await db
    .selectFrom('enrolments')
    .innerJoin('classrooms', 'classrooms.id', 'enrolments.ref_id')
    .selectAll('enrolments')
    .select(['classrooms.title', 'classrooms.picture'])
    .select(courseCount)
    .where('enrolments.user_id', '=', userId)
    .where('enrolments.kind', '=', 'classroom')
    .orderBy('enrolments.created_at', 'desc')
    .orderBy('enrolments.id', 'desc')
    .execute()
  return rows.map((row) => ({
    id: Number(row.ref_id),
    title: row.title,
    picture: row.picture,
    access: accessOf(row, now),
    expireAt: expiryText(row),
    courseCount: Number(row.course_count ?? 0),
  }))
}

/**
 * A purchase's enrolment: new, or a lapsed one renewed. A course or class room waits for its
 * activation (spec §4: access 2 until activated); a bank subject is open at once for
 * `validityDays` (nothing activates a subject).
 */
export async function enrolPurchase(
  db: Kysely<Database>,
  enrolment: { userId: number; kind: Kind; refId: number },
  activation: { validityDays: number } | null,
  now: number,
): Promise<void> {
  const values = {
    source: 'purchase' as const,
    created_at: now,
    activated_at: activation ? now : null,
    expire_at: activation ? now + activation.validityDays * DAY_MS : null,
  }
  await db
    .insertInto('enrolments')
    .values({
      user_id: enrolment.userId,
      kind: enrolment.kind,
      ref_id: enrolment.refId,
      ...values,
    })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'ref_id']).doUpdateSet(values))
    .execute()
}
