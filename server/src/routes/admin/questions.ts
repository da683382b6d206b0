import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleQuestionEnvelope,
  ConsoleQuestionPageEnvelope,
  NewQuestionBody,
  QuestionChangeBody,
  QuestionListQuery,
} from '@common/contracts/console-questions'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeQuestion,
  consoleQuestion,
  consoleQuestions,
  createQuestion,
} from '@server/services/console-questions'

const IdParams = Type.Object({ id: PositiveId })

/**
 * The question bank's questions in the console (教务): GET /admin/api/questions?subjectId=
 * (filtered by chapter, kind, keyword), GET /admin/api/questions/:id (in the form's shape),
 * POST /admin/api/questions and PATCH /admin/api/questions/:id, checked by the import's rules.
 */
const questions: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/questions',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        querystring: QuestionListQuery,
        response: { 200: ConsoleQuestionPageEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await consoleQuestions(app.db, request.query, request.query.page ?? 1)),
  )

  app.get(
    '/admin/api/questions/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: { params: IdParams, response: { 200: ConsoleQuestionEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => ok(await consoleQuestion(app.db, request.params.id)),
  )

  app.post(
    '/admin/api/questions',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewQuestionBody,
        response: { 200: ConsoleQuestionEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await createQuestion(
          app.db,
          request.body.subjectId,
          request.body.question,
          await request.staffActor(),
          app.clock(),
        ),
        '题目已创建',
      ),
  )

  app.patch(
    '/admin/api/questions/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: QuestionChangeBody,
        response: { 200: ConsoleQuestionEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeQuestion(
          app.db,
          request.params.id,
          request.body.question,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )
}

export default questions
