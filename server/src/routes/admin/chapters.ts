import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  BankChapterChangeBody,
  BankChapterEnvelope,
  ChaptersQuery,
  ConsoleBankChapterListEnvelope,
  ConsoleKnowledgeEnvelope,
  KnowledgeChangeBody,
  NewBankChapterBody,
  NewKnowledgeBody,
} from '@common/contracts/console-bank'
import { envelope, ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeBankChapter,
  changeKnowledge,
  consoleBankChapters,
  createBankChapter,
  createKnowledge,
  deleteBankChapter,
  deleteKnowledge,
} from '@server/services/console-bank-chapters'

const IdParams = Type.Object({ id: PositiveId })
const Deleted = envelope(Type.Null())

/**
 * A bank subject's outline (教务): GET /admin/api/chapters?subjectId= (chapters, their 节 and
 * knowledge points); POST, PATCH and DELETE /admin/api/chapters(/:id) (a chapter or a 节; a
 * chapter only when it holds nothing); POST, PATCH and DELETE /admin/api/knowledge(/:id) (a
 * point, its importance and the lessons that teach it; deleted only with no question linked).
 */
const chapters: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/chapters',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        querystring: ChaptersQuery,
        response: { 200: ConsoleBankChapterListEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => ok(await consoleBankChapters(app.db, request.query.subjectId)),
  )

  app.post(
    '/admin/api/chapters',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewBankChapterBody,
        response: { 200: BankChapterEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await createBankChapter(app.db, request.body, await request.staffActor(), app.clock()),
        '章节已添加',
      ),
  )

  app.patch(
    '/admin/api/chapters/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: BankChapterChangeBody,
        response: { 200: BankChapterEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeBankChapter(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )

  app.delete(
    '/admin/api/chapters/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: { params: IdParams, response: { 200: Deleted, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteBankChapter(app.db, request.params.id, await request.staffActor(), app.clock())
      return ok(null, '章节已删除')
    },
  )

  app.post(
    '/admin/api/knowledge',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: NewKnowledgeBody,
        response: { 200: ConsoleKnowledgeEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await createKnowledge(app.db, request.body, await request.staffActor(), app.clock()),
        '知识点已添加',
      ),
  )

  app.patch(
    '/admin/api/knowledge/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: KnowledgeChangeBody,
        response: { 200: ConsoleKnowledgeEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeKnowledge(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      ),
  )

  app.delete(
    '/admin/api/knowledge/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: { params: IdParams, response: { 200: Deleted, ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteKnowledge(app.db, request.params.id, await request.staffActor(), app.clock())
      return ok(null, '知识点已删除')
    },
  )
}

export default chapters
