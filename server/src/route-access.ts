/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced by one hook
 * (routes/autohooks.ts): `public` anyone, the same answer for all; `optional` anyone, a
 * learner's answer their own (the handler reads `request.currentUserId()`); `learner` a
 * logged-in learner only, a visitor gets spec §8's 401 (the handler reads `request.learnerId()`).
 * Staff roles join this list with the school's console.
 */
export const ROUTE_ACCESS = ['public', 'optional', 'learner'] as const

export type RouteAccess = (typeof ROUTE_ACCESS)[number]

export function isRouteAccess(value: unknown): value is RouteAccess {
  return (ROUTE_ACCESS as readonly unknown[]).includes(value)
}
