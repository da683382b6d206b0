import type { FastifyInstance } from 'fastify'
import { ROUTE_ACCESS, isRouteAccess, isStaffAccess } from '@server/route-access'

/**
 * Loaded by @fastify/autoload before the route files of this folder and, cascading, of every
 * folder below: a route that does not say who may call it stops the server from starting, and
 * a learner's route answers a visitor 401 before its handler runs (after validation, so bad
 * input is still named first, as before). A console route refuses before validation: who may
 * not call it learns nothing of what it takes.
 */
export default async function routeAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!isRouteAccess(route.config?.access)) {
      const methods = [route.method].flat().join(',')
      throw new Error(
        `${methods} ${route.url} declares no access: add config.access (${ROUTE_ACCESS.join(' | ')} | { staff: [roles] })`,
      )
    }
  })
  app.addHook('preValidation', async (request) => {
    const { access } = request.routeOptions.config
    if (isStaffAccess(access)) await request.requireStaff(access.staff)
  })
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.access === 'learner') await request.requireUserId()
  })
}

// A name for Fastify (it would otherwise search every loaded module for this function).
Object.assign(routeAccess, { [Symbol.for('fastify.display-name')]: 'routes/autohooks' })
