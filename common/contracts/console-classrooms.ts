import { Type, type Static } from 'typebox'
import { COURSE_RULES } from '@common/rules/course-content'
import { envelope } from './envelope'

const Fen = Type.Integer({ minimum: 0, maximum: COURSE_RULES.priceMaxFen })

/** A class room as the console edits it: a bundle of courses at a price. */
export const ConsoleClassroomSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  priceFen: Type.Integer(),
  discountPriceFen: Type.Integer(),
  validityDays: Type.Integer(),
  studentCount: Type.Integer(),
  courseIds: Type.Array(Type.Integer()),
})
export type ConsoleClassroom = Static<typeof ConsoleClassroomSchema>
export const ConsoleClassroomListEnvelope = envelope(Type.Array(ConsoleClassroomSchema))
export const ConsoleClassroomEnvelope = envelope(ConsoleClassroomSchema)

export const ClassroomBody = Type.Object({
  title: Type.String({ maxLength: COURSE_RULES.titleMax * 2 }),
  description: Type.Optional(Type.String({ maxLength: COURSE_RULES.descriptionMax })),
  cover: Type.Optional(Type.String({ maxLength: 200 })),
  priceFen: Fen,
  discountPriceFen: Fen,
  validityDays: Type.Integer({ minimum: 1, maximum: COURSE_RULES.validityMaxDays }),
  /** Its courses, in the order the class room lists them. */
  courseIds: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 100 }),
})
export type ClassroomInput = Static<typeof ClassroomBody>
export const ClassroomChangeBody = Type.Partial(ClassroomBody)
