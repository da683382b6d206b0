import { createApi } from '@/services/api'
import { createHttp } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { RootStore } from '@/stores/root-store'
import { envelope, fakeTransport } from '../../support/fake-transport'

const USER = { uid: 3, mobile: '13812345678', nickname: '小周' }
const ADDRESS = { name: '张三', city: '深圳市' }

function build(answer: Parameters<typeof fakeTransport>[0]) {
  const transport = fakeTransport(answer)
  const http = createHttp({ transport, handlers: { log: () => undefined } })
  const root = new RootStore({
    api: createApi(http),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
  })
  return { root, transport }
}

describe('AccountStore', () => {
  it('sends each purpose to its own call', async () => {
    const { root, transport } = build(() => envelope(null))
    await root.account.sendCode('login', ' 13812345678 ')
    await root.account.sendCode('register', '13812345678')
    await root.account.sendCode('reset', '13812345678')
    await root.account.sendCode('bind', '13812345678')
    expect(transport.requests.map((r) => r.url)).toEqual([
      '/new/home/login/sendCode',
      '/knew/Home/User/sendRegisterCode',
      '/knew/Home/User/sendMsgForChangePw',
      '/knew/home/user/sendCode',
    ])
    expect(transport.requests[0].body).toBe('mobile=13812345678')
  })

  it('marks the learner logged in after a code registration (spec §4)', async () => {
    const { root } = build(() => envelope({ user: USER }))
    await root.account.registerByCode('13812345678', '123456')
    expect(root.app.isLogin).toBe(true)
    expect(root.app.userInfo?.nickname).toBe('小周')
    expect(root.account.saving.isSaving).toBe(false)
  })

  it('rejects with the server message and stays logged out', async () => {
    const { root } = build(() => envelope(null, 400, '验证码错误，请重新输入', 400))
    await expect(root.account.loginByCode('13812345678', '000000')).rejects.toMatchObject({
      message: '验证码错误，请重新输入',
    })
    expect(root.app.isLogin).toBe(false)
  })

  it('changes one key of the user info', async () => {
    const { root, transport } = build(() => envelope({ ...USER, nickname: '备考小周' }))
    await root.account.setInfo('nickname', ' 备考小周 ')
    expect(transport.requests[0].body).toBe(`key=nickname&value=${encodeURIComponent('备考小周')}`)
    expect(root.app.userInfo?.nickname).toBe('备考小周')
  })

  it('replaces the first stored address with a saved one (spec §3)', async () => {
    const { root } = build(() => envelope({ ...ADDRESS, city: '广州市' }))
    root.app.setAddresses([ADDRESS, { ...ADDRESS, name: '李四' }] as never)
    await root.account.saveAddress({} as never)
    expect(root.app.userAddress.map((a) => `${a.name}${a.city}`)).toEqual([
      '张三广州市',
      '李四深圳市',
    ])
  })

  it('forgets the learner at logout even when the call fails', async () => {
    const { root } = build((request) =>
      request.url.includes('logout')
        ? Promise.reject(new Error('offline'))
        : envelope({ user: USER }),
    )
    await root.account.loginByCode('13812345678', '123456')
    await expect(root.account.logout()).rejects.toBeDefined()
    expect(root.app.isLogin).toBe(false)
    expect(root.app.userInfo).toBeNull()
  })
})
