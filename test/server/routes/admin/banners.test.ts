import { call, staffOf } from '../../support/console'
import { describeServer } from '../../support/test-server'

describeServer('the home page’s banners in the console', (server) => {
  it('adds, changes and removes a banner; learners see each change at once', async () => {
    const content = await staffOf(server, 'content')
    const organisation = await server.app.db
      .selectFrom('organisations')
      .select('train_code')
      .executeTakeFirstOrThrow()
    const learnerBanners = async () =>
      (await server.get(`/api/home/banner/${organisation.train_code}/type/mm`)).result as {
        title: string
        url: string
      }[]
    const before = await learnerBanners()
    const seeded = await call(server, 'GET', '/admin/api/banners', undefined, content)
    expect(seeded.result.map((banner: { title: string }) => banner.title)).toEqual(
      before.map((banner) => banner.title),
    )

    const body = {
      title: '2027 初级会计 早鸟报名',
      image: seeded.result[0].image,
      url: '/course',
    }
    const outside = await call(
      server,
      'POST',
      '/admin/api/banners',
      { ...body, url: 'javascript:alert(1)' },
      content,
    )
    expect([outside.code, outside.message]).toEqual([
      400,
      '跳转地址须为站内页面（以 / 开头）或 https 网址',
    ])
    const foreign = await call(
      server,
      'POST',
      '/admin/api/banners',
      { ...body, image: 'https://evil.example.com/a.jpg' },
      content,
    )
    expect([foreign.code, foreign.message]).toEqual([400, '图片须为在后台上传的图片'])

    const made = await call(server, 'POST', '/admin/api/banners', body, content)
    expect([made.code, made.message]).toEqual([200, '轮播图已添加'])
    expect((await learnerBanners()).at(-1)).toMatchObject({ title: body.title, url: '/course' })
    await call(
      server,
      'PATCH',
      `/admin/api/banners/${made.result.id}`,
      { sort: 0, url: '/home' },
      content,
    )
    expect((await learnerBanners()).map((banner) => banner.title)).toContain(body.title)
    const removed = await call(
      server,
      'DELETE',
      `/admin/api/banners/${made.result.id}`,
      undefined,
      content,
    )
    expect(removed.message).toBe('轮播图已删除')
    expect(await learnerBanners()).toEqual(before)
    const actions = await server.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `banner:${made.result.id}`)
      .orderBy('id')
      .execute()
    expect(actions.map((row) => row.action)).toEqual([
      'banner.create',
      'banner.update',
      'banner.delete',
    ])
  })
})
