import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '../../../errors'
import { PositiveId } from '../../../schemas/catalogue'
import { ERROR_RESPONSES, envelope } from '../../../schemas/envelope'
import {
  AnswerBodySchema,
  AnswerSavedSchema,
  AttemptReportSchema,
  AttemptStartSchema,
  AttemptStateSchema,
} from '../../../schemas/practice'
import { attemptState, saveAnswer, startAttempt, submitAttempt } from '../../../services/practice'

const AttemptParams = Type.Object({ attemptId: PositiveId })

/**
 * The practice section's attempts (JSON bodies): start one, resume it from any device, save
 * each answer as it is given, submit for the report. An attempt is its learner's alone.
 */
const attempts: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/attempts',
    {
      schema: {
        body: Type.Object({
          paperId: PositiveId,
          mode: Type.Union([Type.Literal('exam'), Type.Literal('practice')]),
        }),
        response: { 200: envelope(AttemptStartSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const { paperId, mode } = request.body
      return ok(await startAttempt(app.db, userId, paperId, mode))
    },
  )

  app.get(
    '/api/practice/attempts/:attemptId',
    {
      schema: {
        params: AttemptParams,
        response: { 200: envelope(AttemptStateSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await attemptState(app.db, await request.requireUserId(), request.params.attemptId)),
  )

  app.put(
    '/api/practice/attempts/:attemptId/answers/:questionId',
    {
      schema: {
        params: Type.Object({ attemptId: PositiveId, questionId: PositiveId }),
        body: AnswerBodySchema,
        response: { 200: envelope(AnswerSavedSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = await request.requireUserId()
      const { attemptId, questionId } = request.params
      return ok(await saveAnswer(app.db, userId, attemptId, questionId, request.body))
    },
  )

  app.post(
    '/api/practice/attempts/:attemptId/submit',
    {
      schema: {
        params: AttemptParams,
        response: { 200: envelope(AttemptReportSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await submitAttempt(app.db, await request.requireUserId(), request.params.attemptId)),
  )
}

export default attempts
