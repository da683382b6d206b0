import { Type, type Static } from 'typebox'
import { STAFF_PASSWORD, STAFF_USERNAME, type StaffRole } from '@common/constants/staff'
import { envelope } from './envelope'

export const StaffRoleSchema = Type.Union([
  Type.Literal('admin'),
  Type.Literal('content'),
  Type.Literal('service'),
  Type.Literal('finance'),
  Type.Literal('teacher'),
])
// The schema lists exactly STAFF_ROLES: a role added to one and not the other fails to compile.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const rolesMatch: Same<Static<typeof StaffRoleSchema>, StaffRole> = true
void rolesMatch

/** POST /admin/api/login (JSON). */
export const StaffLoginBody = Type.Object({
  username: Type.String({ maxLength: STAFF_USERNAME.max }),
  password: Type.String({ maxLength: STAFF_PASSWORD.max }),
})

/** POST /admin/api/staff (JSON): a new staff account (admin only). */
export const NewStaffBody = Type.Object({
  username: Type.String({ maxLength: STAFF_USERNAME.max }),
  password: Type.String({ maxLength: STAFF_PASSWORD.max }),
  role: StaffRoleSchema,
  /** A 讲师 account's teacher (GET /admin/api/teachers). */
  teacherId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
})

/** A staff account as the console shows it (GET /admin/api/me, the staff list). */
export const StaffSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  role: StaffRoleSchema,
  /** A disabled account cannot log in; its sessions ended when it was disabled. */
  disabled: Type.Optional(Type.Boolean()),
  /** A 讲师 account's teacher: whose lives it sees. */
  teacherId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
})
export type Staff = Static<typeof StaffSchema>
export const StaffEnvelope = envelope(StaffSchema)

/** PATCH /admin/api/staff/:id (JSON): a new role, disabled or enabled, a new password. */
export const StaffChangeBody = Type.Object({
  role: Type.Optional(StaffRoleSchema),
  disabled: Type.Optional(Type.Boolean()),
  password: Type.Optional(Type.String({ maxLength: STAFF_PASSWORD.max })),
  teacherId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
})
export const StaffListEnvelope = envelope(Type.Array(StaffSchema))

/** GET /admin/api/audit filters: who, what, and a time range (ISO dates or instants). */
export const AuditQuery = Type.Object({
  actor: Type.Optional(Type.String({ maxLength: STAFF_USERNAME.max })),
  action: Type.Optional(Type.String({ maxLength: 64 })),
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
})

/** One change made in the console: who, when, what, and its before/after summary. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  actor: Type.String(),
  action: Type.String(),
  target: Type.String(),
  /** Before and after, as the change recorded them (passwords never). */
  summary: Type.Record(Type.String(), Type.Unknown()),
  ip: Type.String(),
  /** ISO 8601 instant. */
  at: Type.String(),
})
export type AuditEntry = Static<typeof AuditEntrySchema>
export const AuditPageSchema = Type.Object({
  list: Type.Array(AuditEntrySchema),
  totalCount: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
})
export const AuditPageEnvelope = envelope(AuditPageSchema)
