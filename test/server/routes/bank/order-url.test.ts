import { bankSubject } from '@test/server/support/bank'
import { describeServer } from '@test/server/support/test-server'

describeServer('GET /api/v1/getOrderUrl', (server) => {
  it("names the goods that sell the subject's bank and its order-confirm route", async () => {
    const subject = await bankSubject(server.app, 7652, '会计')
    const answer = await server.get(`/api/v1/getOrderUrl?subjectId=${subject.id}`)
    const goods = await server.app.db
      .selectFrom('goods')
      .selectAll()
      .where('id', '=', answer.result.goodsId)
      .executeTakeFirstOrThrow()
    expect(answer.result).toEqual({
      goodsId: Number(goods.id),
      title: `${subject.year}年会计题库`,
      price: Number(goods.price_fen) / 100,
      discountPrice: Number(goods.discount_price_fen) / 100,
      url: `/order/confirm/id/${goods.id}/type/goods`,
    })
  })

  it("says when last year's bank is no longer sold", async () => {
    const subject = await bankSubject(server.app, 7652, '会计')
    const last = await server.app.db
      .selectFrom('bank_subjects')
      .select('id')
      .where('exam_id', '=', 7652)
      .where('name', '=', '会计')
      .where('year', '=', subject.year - 1)
      .executeTakeFirstOrThrow()
    expect(await server.get(`/api/v1/getOrderUrl?subjectId=${last.id}`)).toMatchObject({
      status: 404,
      message: '该科目题库暂未开售',
    })
  })
})
