import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ok } from '@server/errors'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import {
  AnswerBodySchema,
  AnswerClearQuerySchema,
  AnswerClearedSchema,
  AnswerSavedSchema,
  AttemptReportSchema,
  AttemptStartSchema,
  AttemptStateSchema,
  AttemptSummarySchema,
  OpenAttemptSchema,
  SelfMarkBodySchema,
} from '@common/contracts/practice'
import { attemptState, saveAnswer, startAttempt, submitAttempt } from '@server/services/practice'
import {
  clearAnswer,
  markAnswer,
  movePosition,
  openAttemptsAt,
} from '@server/services/practice-marking'
import { attemptSummary } from '@server/services/practice-summary'

const AttemptParams = Type.Object({ attemptId: PositiveId })

/**
 * The practice section's attempts (JSON bodies): start one, find the open ones to resume, resume
 * one from any device, save each answer as it is given, submit for the report, mark a written
 * answer (自评). An attempt is its learner's alone.
 */
const attempts: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/practice/attempts',
    {
      config: { access: 'learner' },
      schema: {
        body: Type.Object({
          paperId: PositiveId,
          mode: Type.Union([Type.Literal('exam'), Type.Literal('practice')]),
        }),
        response: { 200: envelope(AttemptStartSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { paperId, mode } = request.body
      return ok(await startAttempt(app.db, userId, paperId, mode, app.config.points, app.clock()))
    },
  )

  app.get(
    '/api/practice/attempts',
    {
      config: { access: 'learner' },
      schema: {
        querystring: Type.Object({ paperId: PositiveId }),
        response: { 200: envelope(Type.Array(OpenAttemptSchema)), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await openAttemptsAt(
          app.db,
          request.learnerId(),
          request.query.paperId,
          app.config.points,
          app.clock(),
        ),
      ),
  )

  app.get(
    '/api/practice/attempts/:attemptId',
    {
      config: { access: 'learner' },
      schema: {
        params: AttemptParams,
        response: { 200: envelope(AttemptStateSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await attemptState(
          app.db,
          request.learnerId(),
          request.params.attemptId,
          app.config.points,
          app.clock(),
        ),
      ),
  )

  // Open to visitors: a shared report's link shows its score to the friend who taps it.
  app.get(
    '/api/practice/attempts/:attemptId/summary',
    {
      config: { access: 'optional' },
      schema: {
        params: AttemptParams,
        response: { 200: envelope(AttemptSummarySchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(await attemptSummary(app.db, await request.currentUserId(), request.params.attemptId)),
  )

  app.put(
    '/api/practice/attempts/:attemptId/answers/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ attemptId: PositiveId, questionId: PositiveId }),
        body: AnswerBodySchema,
        response: { 200: envelope(AnswerSavedSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { attemptId, questionId } = request.params
      return ok(
        await saveAnswer(
          app.db,
          userId,
          attemptId,
          questionId,
          request.body,
          app.config.points,
          app.clock(),
        ),
      )
    },
  )

  app.delete(
    '/api/practice/attempts/:attemptId/answers/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ attemptId: PositiveId, questionId: PositiveId }),
        querystring: AnswerClearQuerySchema,
        response: { 200: envelope(AnswerClearedSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { attemptId, questionId } = request.params
      const cleared = await clearAnswer(
        app.db,
        userId,
        attemptId,
        questionId,
        { ago: request.query.answeredAgo, device: request.query.device },
        app.clock(),
      )
      return ok(cleared, cleared.newer ? '另一台设备上的答案较新，已保留' : '已清除')
    },
  )

  app.put(
    '/api/practice/attempts/:attemptId/position',
    {
      config: { access: 'learner' },
      schema: {
        params: AttemptParams,
        body: Type.Object({ position: Type.Integer({ minimum: 0 }) }),
        response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      await movePosition(
        app.db,
        userId,
        request.params.attemptId,
        request.body.position,
        app.clock(),
      )
      return ok(null)
    },
  )

  app.post(
    '/api/practice/attempts/:attemptId/submit',
    {
      config: { access: 'learner' },
      schema: {
        params: AttemptParams,
        response: { 200: envelope(AttemptReportSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await submitAttempt(
          app.db,
          request.learnerId(),
          request.params.attemptId,
          app.config.points,
          app.clock(),
        ),
      ),
  )

  app.put(
    '/api/practice/attempts/:attemptId/marks/:questionId',
    {
      config: { access: 'learner' },
      schema: {
        params: Type.Object({ attemptId: PositiveId, questionId: PositiveId }),
        body: SelfMarkBodySchema,
        response: { 200: envelope(AttemptReportSchema), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const userId = request.learnerId()
      const { attemptId, questionId } = request.params
      return ok(await markAnswer(app.db, userId, attemptId, questionId, request.body.earned))
    },
  )
}

export default attempts
