import { devPay, order, saveAddress } from '../../support/buying'
import { call, staffOf } from '../../support/console'
import { newLearner } from '../../support/learners'
import { describeServer, type TestServer } from '../../support/test-server'

async function typeNamed(server: TestServer, cookie: string, name: string) {
  const types = await call(server, 'GET', '/admin/api/goods-types', undefined, cookie)
  return (types.result as { id: number; name: string }[]).find((type) => type.name === name)!.id
}

async function buy(server: TestServer, cookie: string, goodsId: number) {
  const placed = await order(server, cookie, { type: 'goods', gid: goodsId })
  if (placed.code !== 200) return placed
  expect((await devPay(server, placed.result.orderId, cookie)).statusCode).toBe(200)
  return placed
}

describeServer('goods edited in the console', (server) => {
  it('sells a book until its stock runs out, and counts what was sold', async () => {
    const content = await staffOf(server, 'content')
    const book = await call(
      server,
      'POST',
      '/admin/api/goods',
      {
        goodsTypeId: await typeNamed(server, content, '教材图书'),
        title: '2027 初级会计实务 考点精编（纸质版）',
        summary: '随书附赠思维导图',
        priceFen: 6800,
        discountPriceFen: 4900,
        ships: true,
        stock: 2,
      },
      content,
    )
    expect([book.code, book.message]).toEqual([200, '商品已创建'])
    expect(book.result).toMatchObject({ type: 'goods', stock: 2, ships: true, sold: 0 })
    expect(book.result.cover).toBe(`/media/covers/goods/${book.result.id}.svg`)

    for (const name of ['学员甲', '学员乙']) {
      const learner = await newLearner(server.app, name)
      await saveAddress(server, learner.cookie)
      const placed = await order(server, learner.cookie, { type: 'goods', gid: book.result.id })
      expect(placed.code).toBe(200)
      expect((await devPay(server, placed.result.orderId, learner.cookie)).statusCode).toBe(200)
    }
    const listed = await call(server, 'GET', '/admin/api/goods', undefined, content)
    expect(
      listed.result.find((goods: { id: number }) => goods.id === book.result.id),
    ).toMatchObject({
      stock: 0,
      sold: 2,
    })
    const late = await newLearner(server.app, '学员丙')
    await saveAddress(server, late.cookie)
    const soldOut = await order(server, late.cookie, { type: 'goods', gid: book.result.id })
    expect([soldOut.code, soldOut.message]).toEqual([409, '该商品已售罄'])

    const restocked = await call(
      server,
      'PATCH',
      `/admin/api/goods/${book.result.id}`,
      { stock: 50 },
      content,
    )
    expect(restocked.result.stock).toBe(50)
  })

  it('sells a bank bundle that opens its subjects; a course’s goods follow the course', async () => {
    const content = await staffOf(server, 'content')
    const subjects = await server.app.db
      .selectFrom('bank_subjects')
      .select('id')
      .where('name', 'in', ['初级会计实务', '经济法基础'])
      .orderBy('year', 'desc')
      .limit(2)
      .execute()
    const subjectIds = subjects.map((row) => Number(row.id))
    const shipsBank = await call(
      server,
      'POST',
      '/admin/api/goods',
      {
        goodsTypeId: await typeNamed(server, content, '题库'),
        title: '初级会计职称 两科题库套餐',
        priceFen: 29800,
        discountPriceFen: 19800,
        ships: true,
        subjectIds,
      },
      content,
    )
    expect([shipsBank.code, shipsBank.message]).toEqual([400, '题库商品无需邮寄：请关闭“邮寄”'])
    const bundle = await call(
      server,
      'POST',
      '/admin/api/goods',
      {
        goodsTypeId: await typeNamed(server, content, '题库'),
        title: '初级会计职称 两科题库套餐',
        priceFen: 29800,
        discountPriceFen: 19800,
        ships: false,
        subjectIds,
        validityDays: 180,
      },
      content,
    )
    expect(bundle.result.subjectIds.sort()).toEqual([...subjectIds].sort())
    expect(bundle.result.validityDays).toBe(180)
    const learner = await newLearner(server.app, '买套餐的学员')
    const paid = await buy(server, learner.cookie, bundle.result.id)
    expect(paid.code).toBe(200)
    for (const subjectId of subjectIds) {
      const access = await server.get(`/api/v1/access?subjectId=${subjectId}`, learner.cookie)
      expect([subjectId, access.result?.access ?? access.code]).toEqual([subjectId, true])
    }
    // Open for the goods' 180 days from the payment, not the default year.
    const enrolments = await server.app.db
      .selectFrom('enrolments')
      .select(['activated_at', 'expire_at'])
      .where('user_id', '=', learner.userId)
      .where('kind', '=', 'subject')
      .execute()
    expect(enrolments).toHaveLength(2)
    for (const enrolment of enrolments) {
      expect(Number(enrolment.expire_at) - Number(enrolment.activated_at)).toBe(180 * 86_400_000)
    }
    const bookWithDays = await call(
      server,
      'POST',
      '/admin/api/goods',
      {
        goodsTypeId: await typeNamed(server, content, '教材图书'),
        title: '有效期的图书',
        priceFen: 5000,
        discountPriceFen: 4000,
        ships: true,
        validityDays: 30,
      },
      content,
    )
    expect([bookWithDays.code, bookWithDays.message]).toEqual([400, '只有题库商品设有效期'])
    const plain = await call(
      server,
      'PATCH',
      `/admin/api/goods/${bundle.result.id}`,
      { validityDays: null },
      content,
    )
    expect(plain.result.validityDays).toBe(365)

    const courseGoods = (
      await call(server, 'GET', '/admin/api/goods', undefined, content)
    ).result.find((goods: { type: string }) => goods.type === 'course')
    const renamed = await call(
      server,
      'PATCH',
      `/admin/api/goods/${courseGoods.id}`,
      { title: '改名' },
      content,
    )
    expect([renamed.code, renamed.message]).toEqual([
      400,
      '课程、班级的商品随课程、班级修改：这里只能改分类和排序',
    ])
    const type = await call(server, 'POST', '/admin/api/goods-types', { name: '直播课' }, content)
    const moved = await call(
      server,
      'PATCH',
      `/admin/api/goods/${courseGoods.id}`,
      { goodsTypeId: type.result.id },
      content,
    )
    expect(moved.result.goodsTypeName).toBe('直播课')
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `goods:${courseGoods.id}`)
      .execute()
    expect(actions.map((row) => row.action)).toEqual(['goods.update'])
  })
})
