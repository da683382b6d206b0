import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  BannerBody,
  BannerChangeBody,
  ConsoleBannerEnvelope,
  ConsoleBannerListEnvelope,
} from '@common/contracts/console-banners'
import { envelope, ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeBanner,
  consoleBanners,
  createBanner,
  deleteBanner,
} from '@server/services/console-banners'

const IdParams = Type.Object({ id: PositiveId })

/** The home page's banners (教务): GET/POST /admin/api/banners, PATCH/DELETE /admin/api/banners/:id. */
const banners: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/banners',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleBannerListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleBanners(app.db)),
  )

  app.post(
    '/admin/api/banners',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: BannerBody, response: { 200: ConsoleBannerEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) =>
      ok(
        await createBanner(app.db, request.body, await request.staffActor(), app.clock()),
        '轮播图已添加',
      ),
  )

  app.patch(
    '/admin/api/banners/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: BannerChangeBody,
        response: { 200: ConsoleBannerEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) =>
      ok(
        await changeBanner(
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
    '/admin/api/banners/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: { params: IdParams, response: { 200: envelope(Type.Null()), ...ERROR_RESPONSES } },
    },
    async (request) => {
      await deleteBanner(app.db, request.params.id, await request.staffActor(), app.clock())
      return ok(null, '轮播图已删除')
    },
  )
}

export default banners
