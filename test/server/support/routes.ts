import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify'
import { isStaffAccess } from '@server/route-access'

/** A route as the server declared it. */
export interface DeclaredRoute {
  method: HTTPMethods
  url: string
  schema: FastifySchema | undefined
  /** Who may call it (routes/autohooks.ts checks every route under routes/ declares it). */
  access: string | undefined
}

/** A route's access as the route table writes it: `learner`, or `staff: admin, content`. */
function accessText(route: RouteOptions): string | undefined {
  const access: unknown = route.config?.access
  if (isStaffAccess(access)) return `staff: ${access.staff.join(', ')}`
  return typeof access === 'string' ? access : undefined
}

/** Fastify publishes every new instance here, before any plugin or route is registered. */
const INITIALIZATION = 'fastify.initialization'

/**
 * Records the routes of every server built from now on, through an onRoute hook on the root
 * instance. buildApp registers the routes before a test's `setup` runs, so the hook is added
 * when Fastify announces a new instance. Call `stop` once the servers are built.
 */
export function recordRoutes(): {
  of(app: FastifyInstance): DeclaredRoute[]
  stop(): void
} {
  const declared = new Map<FastifyInstance, DeclaredRoute[]>()
  const listen = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    const routes: DeclaredRoute[] = []
    declared.set(fastify, routes)
    fastify.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        routes.push({ method, url: route.url, schema: route.schema, access: accessText(route) })
      }
    })
  }
  subscribe(INITIALIZATION, listen)
  return {
    of: (app) => declared.get(app) ?? [],
    stop: () => unsubscribe(INITIALIZATION, listen),
  }
}
