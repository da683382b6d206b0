/**
 * The school's staff roles (issue 28): what each may do in the console. `admin` may do
 * everything and alone manages staff; the others see only their part of the console.
 */
export const STAFF_ROLES = ['admin', 'content', 'service', 'finance', 'teacher'] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

/** The roles' names as the console shows them. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = {
  admin: '管理员',
  content: '教务',
  service: '客服',
  finance: '财务',
  teacher: '讲师',
}

export function isStaffRole(value: unknown): value is StaffRole {
  return (STAFF_ROLES as readonly unknown[]).includes(value)
}

/** Staff usernames: letters, digits and . _ -, starting with a letter. */
export const STAFF_USERNAME = { min: 3, max: 32, pattern: /^[A-Za-z][A-Za-z0-9._-]*$/ } as const
/** Staff passwords are longer than learners': a staff account can change the whole school. */
export const STAFF_PASSWORD = { min: 10, max: 72 } as const
