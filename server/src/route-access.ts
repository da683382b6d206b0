import { isStaffRole, type StaffRole } from '@common/constants/staff'

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced by one hook
 * (routes/autohooks.ts): `public` anyone, the same answer for all; `optional` anyone, a
 * learner's answer their own (the handler reads `request.currentUserId()`); `learner` a
 * logged-in learner only, a visitor gets spec §8's 401 (the handler reads `request.learnerId()`);
 * `{ staff: [roles] }` the console's staff of those roles (an admin always), 401 without a
 * console session, 403 for another role.
 */
export const ROUTE_ACCESS = ['public', 'optional', 'learner'] as const

export type RouteAccess = (typeof ROUTE_ACCESS)[number] | { staff: readonly StaffRole[] }

export function isStaffAccess(value: unknown): value is { staff: readonly StaffRole[] } {
  const staff = (value as { staff?: unknown } | null)?.staff
  return Array.isArray(staff) && staff.length > 0 && staff.every(isStaffRole)
}

export function isRouteAccess(value: unknown): value is RouteAccess {
  return (ROUTE_ACCESS as readonly unknown[]).includes(value) || isStaffAccess(value)
}
