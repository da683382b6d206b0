import { describeServer } from '@test/server/support/test-server'

describeServer('GET /media/covers/:kind/:id.svg', (server) => {
  it('draws covers, and 404 for an unknown one', async () => {
    const cover = await server.inject('/media/covers/course/1.svg')
    expect(cover.statusCode).toBe(200)
    expect(cover.headers['content-type']).toMatch(/image\/svg\+xml/)
    expect(cover.body).toContain('初级会计实务')
    expect((await server.inject('/media/covers/course/99999.svg')).statusCode).toBe(404)
  })

  it('labels goods by their goods type: a bank says 题库, a book 教材图书', async () => {
    const goods = await server.app.db
      .selectFrom('goods')
      .innerJoin('goods_types', 'goods_types.id', 'goods.goods_type_id')
      .select(['goods.id', 'goods_types.name as type'])
      .where('goods.type', '=', 'goods')
      .execute()
    const bank = goods.find((row) => row.type === '题库')
    const book = goods.find((row) => row.type === '教材图书')
    if (!bank || !book) throw new Error('the seed sells a bank and a book')
    const bankCover = (await server.inject(`/media/covers/goods/${bank.id}.svg`)).body
    expect(bankCover).toContain('题库')
    expect(bankCover).not.toContain('教材图书')
    expect((await server.inject(`/media/covers/goods/${book.id}.svg`)).body).toContain('教材图书')
  })
})
