import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  AssembleBody,
  ConsolePaperDetailEnvelope,
  ConsolePaperListEnvelope,
  NewPaperBody,
  PaperQuestionsBody,
  PapersQuery,
} from '@common/contracts/console-papers'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  assemblePaper,
  consolePaper,
  consolePapers,
  createPaper,
  setPaperQuestions,
  setPaperStatus,
} from '@server/services/console-papers'

const IdParams = Type.Object({ id: PositiveId })

/**
 * Papers in the console (教务): GET /admin/api/papers?subjectId= and /admin/api/papers/:id
 * (with what keeps each from the exam's structure), POST /admin/api/papers (a draft),
 * PUT /admin/api/papers/:id/questions (by hand), POST /admin/api/papers/:id/assemble (by rule),
 * POST /admin/api/papers/:id/publish (only with the exam's structure) and /withdraw.
 */
const papers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/papers',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        querystring: PapersQuery,
        response: { 200: ConsolePaperListEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await consolePapers(app.db, request.query.subjectId)),
  )

  app.get(
    '/admin/api/papers/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await consolePaper(app.db, request.params.id)),
  )

  app.post(
    '/admin/api/papers',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewPaperBody,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await createPaper(app.db, request.body, await request.staffActor(), app.clock()),
        '试卷已创建',
      ),
  )

  app.put(
    '/admin/api/papers/:id/questions',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: PaperQuestionsBody,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await setPaperQuestions(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )

  app.post(
    '/admin/api/papers/:id/assemble',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: AssembleBody,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await assemblePaper(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已按规则组卷',
      ),
  )

  app.post(
    '/admin/api/papers/:id/publish',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await setPaperStatus(
          app.db,
          request.params.id,
          'published',
          await request.staffActor(),
          app.clock(),
        ),
        '试卷已发布',
      ),
  )

  app.post(
    '/admin/api/papers/:id/withdraw',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        response: { 200: ConsolePaperDetailEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await setPaperStatus(
          app.db,
          request.params.id,
          'draft',
          await request.staffActor(),
          app.clock(),
        ),
        '试卷已撤回',
      ),
  )
}

export default papers
