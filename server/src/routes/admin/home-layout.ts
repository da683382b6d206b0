import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import { ERROR_RESPONSES } from '@common/contracts/envelope'
import {
  HomeNavBody,
  HomeNavEnvelope,
  HomeRecommendationBody,
  HomeRecommendationEnvelope,
  HomeRecommendationListEnvelope,
} from '@common/contracts/home-layout'
import { ok } from '@server/errors'
import {
  consoleHomeNav,
  consoleRecommendations,
  saveHomeNav,
  saveRecommendations,
} from '@server/services/console-home'

const ExamParams = Type.Object({ examId: PositiveId })

/**
 * The learners' home page (教务): its navigation (GET/PUT /admin/api/home/nav) and each exam's
 * recommended courses (GET /admin/api/home/recommendations, PUT …/recommendations/:examId).
 */
const homeLayout: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/home/nav',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: HomeNavEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleHomeNav(app.db)),
  )

  app.put(
    '/admin/api/home/nav',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: HomeNavBody, response: { 200: HomeNavEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await saveHomeNav(app.db, request.body, await request.staffActor(), app.clock()),
        '首页导航已保存',
      ),
  )

  app.get(
    '/admin/api/home/recommendations',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: HomeRecommendationListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleRecommendations(app.db)),
  )

  app.put(
    '/admin/api/home/recommendations/:examId',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: ExamParams,
        body: HomeRecommendationBody,
        response: { 200: HomeRecommendationEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await saveRecommendations(
          app.db,
          request.params.examId,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '首页推荐已保存',
      ),
  )
}

export default homeLayout
