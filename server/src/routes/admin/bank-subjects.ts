import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ConsoleSubjectsEnvelope } from '@common/contracts/bank-import'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import { consoleSubjects } from '@server/services/bank-import'

/**
 * GET /admin/api/bank/subjects: every subject of the bank, newest year first, with its exam,
 * its question count and its chapters' titles (what an import file names); content staff.
 */
const bankSubjects: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/bank/subjects',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleSubjectsEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleSubjects(app.db)),
  )
}

export default bankSubjects
