import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  BankSubjectChangeBody,
  ConsoleBankSubjectEnvelope,
  ConsoleExamListEnvelope,
  ExamBody,
  ExamEnvelope,
  NewBankSubjectBody,
} from '@common/contracts/console-bank'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeBankSubject,
  changeExam,
  consoleExams,
  createBankSubject,
  createExam,
} from '@server/services/console-bank'

const IdParams = Type.Object({ id: PositiveId })

/**
 * The bank's exams and their subjects by year (教务): GET /admin/api/exams (each exam with its
 * subjects), POST /admin/api/exams and PATCH /admin/api/exams/:id; POST /admin/api/subjects
 * (with its exam date, sprint paper date, and optionally another subject's outline) and
 * PATCH /admin/api/subjects/:id.
 */
const exams: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/exams',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleExamListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleExams(app.db)),
  )

  app.post(
    '/admin/api/exams',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: ExamBody, response: { 200: ExamEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await createExam(app.db, request.body, await request.staffActor(), app.clock()),
        '考试已创建',
      ),
  )

  app.patch(
    '/admin/api/exams/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: ExamBody,
        response: { 200: ExamEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeExam(
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
    '/admin/api/subjects',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewBankSubjectBody,
        response: { 200: ConsoleBankSubjectEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await createBankSubject(app.db, request.body, await request.staffActor(), app.clock()),
        '科目已创建',
      ),
  )

  app.patch(
    '/admin/api/subjects/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: BankSubjectChangeBody,
        response: { 200: ConsoleBankSubjectEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeBankSubject(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )
}

export default exams
