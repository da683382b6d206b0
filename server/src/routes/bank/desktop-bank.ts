import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { routeUrlFor } from '@common/constants/routes'
import { papersOfSubject } from '@server/db/repositories/bank'
import { escapeHtml as escape } from '@server/html'
import { PositiveId } from '@common/contracts/catalogue'
import { existingSubject, subjectInfo } from '@server/services/bank'
import { FAILURES } from '@server/failures'

/**
 * GET /pc/tiku/exam/{examId}/subject/{subjectId}: the desktop bank address of spec §2 as this
 * server draws it by default (BANK_DESKTOP_URL): the subject's bank at a glance, and the
 * mobile address to practise on, since practice happens on the phone (or in WeChat).
 */
const tiku: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pc/tiku/exam/:examId/subject/:subjectId',
    {
      config: { access: 'public' },
      schema: { params: Type.Object({ examId: PositiveId, subjectId: PositiveId }) },
    },
    async (request, reply) => {
      const { examId, subjectId } = request.params
      const subject = await existingSubject(app.db, subjectId)
      if (Number(subject.exam_id) !== examId) throw FAILURES.subjectNotFound()
      const info = await subjectInfo(app.db, subjectId, app.clock())
      const { rows: papers } = await papersOfSubject(
        app.db,
        subjectId,
        ['mock', 'past', 'sprint'],
        1,
        20,
      )
      const mobile = routeUrlFor('h5', 'testHome', { examId, subjectId })
      const sections = info.sections
        .map((s) => `<li>${escape(s.name)}：${escape(s.count)}题</li>`)
        .join('')
      const paperList = papers.map((p) => `<li>${escape(p.title)}</li>`).join('')
      const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>${escape(info.year)}年${escape(info.name)}题库 - ${escape(info.examName)}</title>
<style>body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;max-width:720px;margin:40px auto;padding:0 16px;color:#1f2329}h1{font-size:24px}a{color:#1a5fd6}.tip{padding:12px 16px;background:#f2f6ff;border-radius:8px}</style>
</head><body>
<h1>${escape(info.year)}年${escape(info.name)}题库</h1>
<p>${escape(info.examName)} · 考试日期 ${escape(info.examDate)} · 共 ${escape(info.questionCount)} 道题 · ${escape(info.chapterCount)} 个章节 · ${escape(info.knowledgeCount)} 个知识点</p>
<p class="tip">题库练习请在手机或微信中打开：<a href="${escape(mobile)}">${escape(mobile)}</a></p>
<h2>机考题型（${escape(info.minutes)}分钟，满分${escape(info.totalMarks)}分）</h2><ul>${sections}</ul>
<h2>试卷</h2><ul>${paperList}</ul>
</body></html>`
      return reply.pagePolicy().type('text/html; charset=utf-8').send(html)
    },
  )
}

export default tiku
