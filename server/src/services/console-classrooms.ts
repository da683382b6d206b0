import type { Kysely, Transaction } from 'kysely'
import type { ClassroomInput, ConsoleClassroom } from '@common/contracts/console-classrooms'
import { contentTitleError, coursePriceError } from '@common/rules/course-content'
import type { Database } from '@server/db/schema'
import { ApiFailure, assertValid } from '@server/errors'
import { FAILURES } from '@server/failures'
import type { Instant } from '@server/time'
import { syncOwnGoods } from './own-goods'
import { audit, type Actor } from './staff'

type Db = Kysely<Database> | Transaction<Database>

/** Every class room (or one) with its courses in order. */
export async function consoleClassrooms(db: Db, id?: number): Promise<ConsoleClassroom[]> {
  const [rooms, links] = await Promise.all([
    db
      .selectFrom('classrooms')
      .selectAll()
      .$if(id !== undefined, (q) => q.where('id', '=', id!))
      .orderBy('id')
      .execute(),
    db.selectFrom('classroom_courses').selectAll().orderBy('sort').execute(),
  ])
  return rooms.map((room) => ({
    id: Number(room.id),
    title: room.title,
    description: room.description,
    cover: room.picture,
    priceFen: Number(room.price_fen),
    discountPriceFen: Number(room.discount_price_fen),
    validityDays: Number(room.validity_days),
    studentCount: Number(room.student_count),
    courseIds: links
      .filter((link) => Number(link.classroom_id) === Number(room.id))
      .map((link) => Number(link.course_id)),
  }))
}

async function checked(db: Db, input: ClassroomInput) {
  assertValid(contentTitleError(input.title, '课程'))
  assertValid(coursePriceError(input.priceFen, input.discountPriceFen))
  const courseIds = [...new Set(input.courseIds)]
  if (courseIds.length === 0) throw new ApiFailure(400, '班级至少包含一门课程')
  const found = await db.selectFrom('courses').select('id').where('id', 'in', courseIds).execute()
  if (found.length !== courseIds.length) throw FAILURES.courseNotFound()
  return {
    values: {
      title: input.title.trim(),
      description: (input.description ?? '').trim(),
      price_fen: input.priceFen,
      discount_price_fen: input.discountPriceFen,
      validity_days: input.validityDays,
    },
    courseIds,
  }
}

async function setCourses(trx: Db, roomId: number, courseIds: number[]) {
  await trx.deleteFrom('classroom_courses').where('classroom_id', '=', roomId).execute()
  await trx
    .insertInto('classroom_courses')
    .values(courseIds.map((course_id, sort) => ({ classroom_id: roomId, course_id, sort })))
    .execute()
}

/** A new class room: its courses, price and validity; sold by its own goods. */
export async function createClassroom(
  db: Kysely<Database>,
  input: ClassroomInput,
  actor: Actor,
  now: Instant,
): Promise<ConsoleClassroom> {
  const { values, courseIds } = await checked(db, input)
  const id = await db.transaction().execute(async (trx) => {
    const made = await trx
      .insertInto('classrooms')
      .values({ ...values, picture: input.cover ?? '', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()
    const roomId = Number(made.id)
    if (!input.cover) {
      await trx
        .updateTable('classrooms')
        .set({ picture: `/media/covers/classroom/${roomId}.svg` })
        .where('id', '=', roomId)
        .execute()
    }
    await setCourses(trx, roomId, courseIds)
    await syncOwnGoods(trx, 'classroom', roomId)
    await audit(
      trx,
      actor,
      'classroom.create',
      `classroom:${roomId}`,
      { after: { title: values.title, courses: courseIds.length } },
      now,
    )
    return roomId
  })
  return (await consoleClassrooms(db, id))[0]
}

export async function changeClassroom(
  db: Kysely<Database>,
  id: number,
  change: Partial<ClassroomInput>,
  actor: Actor,
  now: Instant,
): Promise<ConsoleClassroom> {
  const [before] = await consoleClassrooms(db, id)
  if (!before) throw FAILURES.classroomNotFound()
  const { values, courseIds } = await checked(db, {
    title: change.title ?? before.title,
    description: change.description ?? before.description,
    priceFen: change.priceFen ?? before.priceFen,
    discountPriceFen: change.discountPriceFen ?? before.discountPriceFen,
    validityDays: change.validityDays ?? before.validityDays,
    courseIds: change.courseIds ?? before.courseIds,
  })
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('classrooms')
      .set({ ...values, ...(change.cover ? { picture: change.cover } : {}) })
      .where('id', '=', id)
      .execute()
    await setCourses(trx, id, courseIds)
    await syncOwnGoods(trx, 'classroom', id)
    await audit(
      trx,
      actor,
      'classroom.update',
      `classroom:${id}`,
      {
        before: {
          title: before.title,
          price: before.priceFen,
          discountPrice: before.discountPriceFen,
          courses: before.courseIds.length,
        },
        after: {
          title: values.title,
          price: values.price_fen,
          discountPrice: values.discount_price_fen,
          courses: courseIds.length,
        },
      },
      now,
    )
  })
  return (await consoleClassrooms(db, id))[0]
}
