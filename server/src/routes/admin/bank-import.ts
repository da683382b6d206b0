import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IMPORT_LIMITS } from '@common/constants/bank-import'
import {
  ExportQuery,
  ImportQuery,
  ImportReportEnvelope,
  TemplateQuery,
} from '@common/contracts/bank-import'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import { ApiFailure, ok } from '@server/errors'
import { exportBank, importBank, importTemplate } from '@server/services/bank-import'

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** An attachment's Content-Disposition, its Chinese name kept (RFC 6266 / 5987). */
function attachment(name: string): string {
  const extension = name.split('.').pop()
  return `attachment; filename="bank.${extension}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * The question bank's Excel import and export (content staff):
 * POST /admin/api/bank/import?subjectId=&dryRun=1 (multipart, field `file`, an .xlsx) answers
 * {rows, created, questions, errors}, changing nothing on a dry run and all or nothing
 * otherwise; GET /admin/api/bank/export?subjectId= the subject's bank in the same format;
 * GET /admin/api/bank/template?format=xlsx|docx the format's template (Word: rules and examples).
 */
const bankImport: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: IMPORT_LIMITS.fileBytes, files: 1, fields: 4, parts: 5 },
  })

  app.post(
    '/admin/api/bank/import',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        querystring: ImportQuery,
        response: { 200: ImportReportEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new ApiFailure(400, '请以 multipart/form-data 上传文件（字段 file）')
      const part = await request.file()
      if (!part || part.fieldname !== 'file') throw new ApiFailure(400, '请上传文件（字段 file）')
      let data: Buffer
      try {
        data = await part.toBuffer()
      } catch {
        throw new ApiFailure(400, `文件不能超过 ${IMPORT_LIMITS.fileBytes / 1024 / 1024} MB`)
      }
      const report = await importBank(
        app.db,
        request.query.subjectId,
        { name: part.filename, data },
        request.query.dryRun !== 0,
        await request.staffActor(),
        app.clock(),
      )
      const message =
        report.errors.length > 0
          ? `有 ${report.errors.length} 处错误，未导入`
          : report.dryRun
            ? '检查通过'
            : `已导入 ${report.created} 道题`
      return ok(report, message)
    },
  )

  app.get(
    '/admin/api/bank/export',
    // No response schema: the answer is an .xlsx file; failures go out in the usual envelope.
    { config: { access: { staff: ['content'] } }, schema: { querystring: ExportQuery } },
    async (request, reply) => {
      const { name, data } = await exportBank(app.db, request.query.subjectId)
      return reply
        .type(XLSX)
        .header('Content-Disposition', attachment(name))
        .header('Cache-Control', 'no-store')
        .send(data)
    },
  )

  app.get(
    '/admin/api/bank/template',
    { config: { access: { staff: ['content'] } }, schema: { querystring: TemplateQuery } },
    async (request, reply) => {
      const format = request.query.format ?? 'xlsx'
      return reply
        .type(format === 'docx' ? DOCX : XLSX)
        .header('Content-Disposition', attachment(`题库导入模板.${format}`))
        .send(await importTemplate(format))
    },
  )
}

export default bankImport
