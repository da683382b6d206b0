import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@server/schemas/envelope'
import { ExamDateBody, ExamDateInfoSchema } from '@server/schemas/user-centre'
import { examDateOf, setExamDate } from '@server/services/exam-date'

/**
 * GET /api/home/examdate/: the learner's exam date and the days left to it; POST {examDate}
 * (form-encoded or JSON) sets it, from today (China) to three years ahead; empty clears it.
 */
const examdate: FastifyPluginAsyncTypebox = async (app) => {
  const response = { 200: envelope(ExamDateInfoSchema), ...ERROR_RESPONSES }
  app.get('/api/home/examdate', { schema: { response } }, async (request) =>
    ok(await examDateOf(app.db, await request.requireUserId(), app.clock())),
  )
  app.post('/api/home/examdate', { schema: { body: ExamDateBody, response } }, async (request) => {
    const userId = await request.requireUserId()
    const info = await setExamDate(app.db, userId, request.body.examDate, app.clock())
    return ok(info, info.examDate === null ? '考试日期已清除' : '考试日期已保存')
  })
}

export default examdate
