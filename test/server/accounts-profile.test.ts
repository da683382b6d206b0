import type { FastifyInstance } from 'fastify'
import { freshMobile, lastCode, postForm, sessionCookieOf } from './accounts-helpers'
import { DATABASE_KINDS, buildTestApp, createTestDatabase, type TestDatabase } from './helpers'

const ADDRESS = {
  name: ' 张三 ',
  mobile: '13800138000',
  qq: '123456',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: ' 科技园南区 8 栋 1201 ',
}

describe.each(DATABASE_KINDS)('profile, phone, address and feedback on %s', (kind) => {
  let database: TestDatabase
  let app: FastifyInstance
  let cookie = ''

  beforeAll(async () => {
    database = await createTestDatabase(kind)
    app = await buildTestApp(database)
    const mobile = freshMobile()
    await postForm(app, '/new/home/login/sendCode', { mobile })
    cookie = sessionCookieOf(
      await postForm(app, '/new/home/login/codeLogin', {
        mobile,
        code: await lastCode(app, mobile),
      }),
    )
  })

  afterAll(async () => {
    await app.close()
    await database.drop()
  })

  const asUser = (url: string, fields: Record<string, string>) =>
    postForm(app, url, fields, { cookie })

  it('asks a visitor to log in', async () => {
    for (const url of [
      '/knew/home/user/profile?device=mobile',
      '/knew/home/User/info',
      '/knew/home/User/address',
    ]) {
      expect((await app.inject({ url })).json()).toEqual({
        code: 401,
        message: '您尚未登录，请登录！',
        result: null,
      })
    }
  })

  it('changes user info one key at a time, with the spec rules', async () => {
    expect(
      (await asUser('/knew/home/User/info', { key: 'nickname', value: '会计小白@2027' })).json()
        .result.nickname,
    ).toBe('会计小白@2027')
    expect(
      (await asUser('/knew/home/User/info', { key: 'nickname', value: 'a' })).json().message,
    ).toBe('请输入正确的呢称(2-15字符，中英文、数字和下划线)')
    expect(
      (await asUser('/knew/home/User/info', { key: 'name', value: 'Tom' })).json().message,
    ).toBe('中文姓名格式不对哦~')
    expect(
      (await asUser('/knew/home/User/info', { key: 'email', value: 'x@' })).json().message,
    ).toBe('邮箱格式格式不对哦~')
    expect(
      (await asUser('/knew/home/User/info', { key: 'qq', value: '1234' })).json().message,
    ).toBe('请填写正确的QQ号码')
    expect(
      (await asUser('/knew/home/User/info', { key: 'password_hash', value: 'x' })).statusCode,
    ).toBe(400)
    const info = (await app.inject({ url: '/knew/home/User/info', headers: { cookie } })).json()
      .result
    expect(info.nickname).toBe('会计小白@2027')
    expect(info).not.toHaveProperty('password_hash')
  })

  it('binds a new phone by a 6-digit code', async () => {
    const mobile = freshMobile()
    expect((await asUser('/knew/home/user/sendCode', { mobile })).json().code).toBe(200)
    expect(
      (await asUser('/knew/home/user/bindPhone', { mobile, code: '12345' })).json().message,
    ).toBe('请输入正确的验证码')
    const bound = await asUser('/knew/home/user/bindPhone', {
      mobile,
      code: await lastCode(app, mobile),
    })
    expect(bound.json()).toMatchObject({ code: 200, message: '绑定成功', result: { mobile } })
  })

  it("refuses to bind another account's number", async () => {
    const taken = freshMobile()
    await postForm(app, '/knew/home/login/mregister', {
      mobile: taken,
      password: 'abc_12345',
      password2: 'abc_12345',
    })
    expect((await asUser('/knew/home/user/sendCode', { mobile: taken })).json().code).toBe(409)
  })

  it('saves the address trimmed, edits only the first one, and lists it', async () => {
    const saved = await asUser('/knew/home/User/address', ADDRESS)
    expect(saved.json()).toMatchObject({
      code: 200,
      message: '保存成功',
      result: {
        name: '张三',
        detail: '科技园南区 8 栋 1201',
        address: '科技园南区 8 栋 1201',
        default: 1,
      },
    })
    await asUser('/knew/home/User/address', { ...ADDRESS, city: '广州市', district: '天河区' })
    const list = (await app.inject({ url: '/knew/home/User/address', headers: { cookie } })).json()
      .result
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ province: '广东省', city: '广州市', district: '天河区' })
    const profile = (
      await app.inject({ url: '/knew/home/user/profile?device=mobile', headers: { cookie } })
    ).json()
    expect(profile.result.address.city).toBe('广州市')
  })

  it.each([
    [{ name: '' }, '请填写收货人'],
    [{ mobile: '' }, '请填写手机号码'],
    [{ mobile: '10000000000' }, '请填写正确的手机号码'],
    [{ qq: '' }, '请填写QQ号码'],
    [{ qq: '12a45' }, '请填写正确的QQ号码'],
    [{ province: '' }, '请选择省份信息'],
    [{ city: '' }, '请选择城市信息'],
    [{ detail: '  ' }, '请填写详细的收货地址'],
    [{ city: '杭州市' }, '省市区信息不正确：广东省 杭州市 南山区'],
  ])('refuses the address %j', async (change, message) => {
    expect((await asUser('/knew/home/User/address', { ...ADDRESS, ...change })).json()).toEqual({
      code: 400,
      message,
      result: null,
    })
  })

  it('stores feedback, and limits how often', async () => {
    const response = await postForm(app, '/api/home/suggests/', {
      content: '希望增加夜间模式，晚上刷题更护眼。',
      contact: 'QQ 12345',
    })
    expect(response.json()).toEqual({
      code: 200,
      message: '感谢您的反馈，我们会尽快处理',
      result: null,
    })
    const rows = await app.db.selectFrom('suggestions').selectAll().execute()
    expect(rows.at(-1)).toMatchObject({
      content: '希望增加夜间模式，晚上刷题更护眼。',
      contact: 'QQ 12345',
    })
    expect((await postForm(app, '/api/home/suggests/', { content: '好' })).json().code).toBe(400)
    for (let i = 0; i < 4; i += 1)
      await postForm(app, '/api/home/suggests/', { content: `第${i}条反馈内容` })
    expect(
      (await postForm(app, '/api/home/suggests/', { content: '第六条反馈内容' })).json().code,
    ).toBe(429)
  })
})
