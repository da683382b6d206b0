import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  NewTeacherBody,
  TeacherEnvelope,
  TeacherListEnvelope,
} from '@common/contracts/console-lives'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { insertTeacher, listTeachers } from '@server/db/repositories/teachers'
import { ApiFailure, ok } from '@server/errors'
import { audit } from '@server/services/staff'

/**
 * GET /admin/api/teachers: the school's teachers (教务, and admins linking a 讲师 account);
 * POST /admin/api/teachers {name, title}: a new one (教务).
 */
const teachers: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/teachers',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: TeacherListEnvelope, ...ERROR_RESPONSES } },
    },
    async () =>
      ok(
        (await listTeachers(app.db)).map((row) => ({
          id: Number(row.id),
          name: row.name,
          title: row.title,
        })),
      ),
  )

  app.post(
    '/admin/api/teachers',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: NewTeacherBody, response: { 200: TeacherEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      const name = request.body.name.trim()
      const title = (request.body.title ?? '').trim()
      if (!name) throw new ApiFailure(400, '请填写讲师姓名')
      const actor = await request.staffActor()
      const id = await app.db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('teachers')
          .select('id')
          .where('name', '=', name)
          .executeTakeFirst()
        if (taken) throw new ApiFailure(409, '已有同名讲师')
        const teacherId = await insertTeacher(trx, { name, title }, app.clock())
        await audit(
          trx,
          actor,
          'teacher.create',
          `teacher:${teacherId}`,
          { after: { name, title } },
          app.clock(),
        )
        return teacherId
      })
      return ok({ id, name, title }, '讲师已创建')
    },
  )
}

export default teachers
