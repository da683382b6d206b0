import { newLearner } from '@test/server/support/learners'
import { describeServer } from '@test/server/support/test-server'

const ADDRESS = {
  name: ' 张三 ',
  mobile: '13800138000',
  qq: '123456',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  detail: ' 科技园南区 8 栋 1201 ',
}

describeServer('/knew/home/User/address', (server) => {
  let cookie = ''

  beforeAll(async () => {
    cookie = (await newLearner(server.app)).cookie
  })

  const save = (fields: Record<string, string>) =>
    server.post('/knew/home/User/address', fields, cookie)

  it('asks a visitor to log in', async () => {
    const unauthorised = { status: 401, code: 401, message: '您尚未登录，请登录！', result: null }
    expect(await server.get('/knew/home/User/address')).toEqual(unauthorised)
    expect(await server.post('/knew/home/User/address', ADDRESS)).toEqual(unauthorised)
  })

  it('saves the address trimmed, edits only the first one, and lists it', async () => {
    expect(await save(ADDRESS)).toMatchObject({
      code: 200,
      message: '保存成功',
      result: {
        name: '张三',
        detail: '科技园南区 8 栋 1201',
        address: '科技园南区 8 栋 1201',
        default: 1,
      },
    })
    await save({ ...ADDRESS, city: '广州市', district: '天河区' })
    const list = (await server.get('/knew/home/User/address', cookie)).result
    expect(list).toHaveLength(1)
    expect(list[0]).toMatchObject({ province: '广东省', city: '广州市', district: '天河区' })
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
    expect(await save({ ...ADDRESS, ...change })).toEqual({
      status: 400,
      code: 400,
      message,
      result: null,
    })
  })
})
