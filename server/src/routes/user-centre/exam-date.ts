import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ok } from '@server/errors'
import { ERROR_RESPONSES, envelope } from '@common/contracts/envelope'
import { ExamDateBody, ExamDateInfoSchema } from '@common/contracts/user-centre'
import { examDateOf, setExamDate } from '@server/services/exam-date'

/**
 * GET /api/home/examdate/: the learner's exam date and the days left to it; POST {examDate}
 * (form-encoded or JSON) sets it, from today (China) to three years ahead; empty clears it.
 */
const examdate: FastifyPluginAsyncTypebox = async (app) => {
  const response = { 200: envelope(ExamDateInfoSchema), ...ERROR_RESPONSES }
  app.get(
    '/api/home/examdate',
    { config: { access: 'learner' }, schema: { response } },
    async (request) => ok(await examDateOf(app.db, request.learnerId(), app.clock())),
  )
  app.post(
    '/api/home/examdate',
    { config: { access: 'learner' }, schema: { body: ExamDateBody, response } },
    async (request) => {
      const userId = request.learnerId()
      const info = await setExamDate(app.db, userId, request.body.examDate, app.clock())
      return ok(info, info.examDate === null ? '考试日期已清除' : '考试日期已保存')
    },
  )
}

export default examdate
