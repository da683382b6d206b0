import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { PositiveId } from '@common/contracts/catalogue'
import {
  ConsoleGoodsEnvelope,
  ConsoleGoodsListEnvelope,
  GoodsChangeBody,
  GoodsTypeBody,
  GoodsTypeListEnvelope,
  NewGoodsBody,
} from '@common/contracts/console-goods'
import { envelope, ERROR_RESPONSES } from '@common/contracts/envelope'
import { ok } from '@server/errors'
import {
  changeGoods,
  consoleGoods,
  createGoods,
  createGoodsType,
} from '@server/services/console-goods'
import { assertUploadedImage } from '@server/services/images'

const IdParams = Type.Object({ id: PositiveId })

/**
 * The store in the console (教务): GET /admin/api/goods (every item: what it sells, prices,
 * stock, sold), POST /admin/api/goods (a book or banks), PATCH /admin/api/goods/:id;
 * GET/POST /admin/api/goods-types (the store's categories).
 */
const goods: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/admin/api/goods',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: ConsoleGoodsListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => ok(await consoleGoods(app.db)),
  )

  app.post(
    '/admin/api/goods',
    {
      config: { access: { staff: ['content'] } },
      schema: { body: NewGoodsBody, response: { 200: ConsoleGoodsEnvelope, ...ERROR_RESPONSES } },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await createGoods(app.db, request.body, await request.staffActor(), app.clock()),
        '商品已创建',
      )
    },
  )

  app.patch(
    '/admin/api/goods/:id',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        params: IdParams,
        body: GoodsChangeBody,
        response: { 200: ConsoleGoodsEnvelope, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      if (request.body.cover) await assertUploadedImage(app.mediaStorage, request.body.cover)
      return ok(
        await changeGoods(
          app.db,
          request.params.id,
          request.body,
          await request.staffActor(),
          app.clock(),
        ),
        '已保存',
      )
    },
  )

  app.get(
    '/admin/api/goods-types',
    {
      config: { access: { staff: ['content'] } },
      schema: { response: { 200: GoodsTypeListEnvelope, ...ERROR_RESPONSES } },
    },
    async () => {
      const rows = await app.db
        .selectFrom('goods_types')
        .selectAll()
        .orderBy('sort')
        .orderBy('id')
        .execute()
      return ok(rows.map((row) => ({ id: Number(row.id), name: row.name })))
    },
  )

  app.post(
    '/admin/api/goods-types',
    {
      config: { access: { staff: ['content'] } },
      schema: {
        body: GoodsTypeBody,
        response: {
          200: envelope(Type.Object({ id: Type.Integer(), name: Type.String() })),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) =>
      ok(
        await createGoodsType(app.db, request.body.name, await request.staffActor(), app.clock()),
        '分类已创建',
      ),
  )
}

export default goods
