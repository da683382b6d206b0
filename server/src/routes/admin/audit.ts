import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { AuditPageEnvelope, AuditQuery } from '@common/contracts/staff'
import { ok } from '@server/errors'
import { auditInstant, auditPage } from '@server/services/staff'

/** GET /admin/api/audit?actor=&action=&from=&to=&page=: the audit log, newest first; admin only. */
const auditLog: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/audit',
    {
      config: { access: { staff: ['admin'] } },
      schema: { querystring: AuditQuery, response: { 200: AuditPageEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const { actor, action, from, to, page } = request.query
      const filter = {
        actor: actor || undefined,
        action: action || undefined,
        from: auditInstant(from, 'from'),
        to: auditInstant(to, 'to'),
      }
      return ok(await auditPage(app.db, filter, page ?? 1))
    },
  )
}

export default auditLog
