import { createApi } from '@/services/api'
import { createHttp } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { RootStore } from '@/stores/root-store'
import { envelope, fakeTransport } from '../../support/fake-transport'

const USER = {
  uid: 1,
  mobile: '13800138000',
  name: '',
  nickname: '小李',
  email: '',
  qq: '',
  sex: 0,
  birthday: '',
  birthyear: '',
  birthmonth: '',
}

function buildRoot(answer: Parameters<typeof fakeTransport>[0]) {
  const transport = fakeTransport(answer)
  const http = createHttp({ transport, handlers: { log: () => undefined } })
  const sessionStorage = createMemoryStorage()
  const root = new RootStore({
    api: createApi(http),
    sessionStorage,
    localStorage: createMemoryStorage(),
  })
  return { root, transport, sessionStorage, http }
}

describe('AppStore login state (spec §4)', () => {
  it('sets the session flag and the user after a successful check', async () => {
    const { root, sessionStorage } = buildRoot(() => envelope({ user: USER }))
    await expect(root.app.checkLogin()).resolves.toBe(true)
    expect(root.app.isLogin).toBe(true)
    expect(root.app.userInfo?.nickname).toBe('小李')
    expect(sessionStorage.get('isLogin')).toBe('1')
  })

  it('skips the check while the flag is set', async () => {
    const { root, transport, sessionStorage } = buildRoot(() => envelope({ user: USER }))
    sessionStorage.set('isLogin', '1')
    const fresh = new RootStore({ ...root.deps })
    await expect(fresh.app.checkLogin()).resolves.toBe(true)
    expect(transport.requests).toHaveLength(0)
  })

  it('removes the flag when the check answers anything but 200', async () => {
    const { root, sessionStorage } = buildRoot(() =>
      envelope(null, 401, '您尚未登录，请登录！', 401),
    )
    sessionStorage.set('x', 'y')
    await expect(root.app.checkLogin()).resolves.toBe(false)
    expect(root.app.isLogin).toBe(false)
    expect(sessionStorage.get('isLogin')).toBeNull()
  })

  it('forgets cached answers when the user logs in or out', async () => {
    const { root, transport } = buildRoot((r) =>
      r.url.includes('checklogin')
        ? envelope({ user: USER })
        : envelope({ train_name: '恒达会计网校' }),
    )
    await root.app.loadTrainInfo()
    await root.app.checkLogin()
    await root.app.loadTrainInfo()
    root.app.setLoggedOut()
    await root.app.loadTrainInfo()
    expect(transport.requests.filter((r) => r.url.includes('getTrainInfo'))).toHaveLength(3)
    expect(root.app.userInfo).toBeNull()
  })
})

describe('AppStore current user', () => {
  it('loads the user even while the session flag is set (a reload keeps only the flag)', async () => {
    const { root, transport, sessionStorage } = buildRoot(() => envelope({ user: USER }))
    sessionStorage.set('isLogin', '1')
    const reloaded = new RootStore({ ...root.deps })
    expect(reloaded.app.userInfo).toBeNull()
    await reloaded.app.loadCurrentUser()
    expect(reloaded.app.userInfo?.nickname).toBe('小李')
    expect(transport.requests).toHaveLength(1)
  })

  it('drops a stale flag when the server no longer knows the session', async () => {
    const { root, sessionStorage } = buildRoot(() =>
      envelope(null, 401, '您尚未登录，请登录！', 401),
    )
    sessionStorage.set('isLogin', '1')
    const reloaded = new RootStore({ ...root.deps })
    await reloaded.app.loadCurrentUser()
    expect(reloaded.app.isLogin).toBe(false)
    expect(sessionStorage.get('isLogin')).toBeNull()
  })
})

describe('AppStore training info', () => {
  it('holds the organisation and its name once loaded', async () => {
    const { root } = buildRoot(() => envelope({ train_name: '恒达会计网校', train_code: 'hdkj' }))
    expect(root.app.trainInfo.loaded).toBe(false)
    await root.app.loadTrainInfo()
    expect(root.app.trainName).toBe('恒达会计网校')
    expect(root.app.trainInfo.loaded).toBe(true)
  })

  it('keeps the error message when loading fails', async () => {
    const { root } = buildRoot(() => envelope(null, 404, '尚未配置培训机构信息', 404))
    await root.app.loadTrainInfo()
    expect(root.app.trainInfo.error).toBe('尚未配置培训机构信息')
    expect(root.app.trainInfo.isFetching).toBe(false)
    expect(root.app.oemInfo).toBeNull()
  })
})

describe('AppStore session (an ended session is noticed)', () => {
  it('confirms a set flag with the server once per start of the app', async () => {
    const { root, transport, sessionStorage } = buildRoot(() => envelope({ user: USER }))
    sessionStorage.set('isLogin', '1')
    const started = new RootStore({ ...root.deps })
    await started.app.verifySession()
    await started.app.verifySession()
    expect(transport.requests.map((r) => r.url)).toEqual(['/api/home/checklogin/'])
    expect(started.app.userInfo?.nickname).toBe('小李')
  })

  it('logs out when the server no longer knows the session', async () => {
    const { root, sessionStorage } = buildRoot(() =>
      envelope(null, 401, '您尚未登录，请登录！', 401),
    )
    sessionStorage.set('isLogin', '1')
    const started = new RootStore({ ...root.deps })
    await started.app.verifySession()
    expect(started.app.isLogin).toBe(false)
    expect(sessionStorage.get('isLogin')).toBeNull()
  })

  it('stays logged in when the check gets no answer (network or server down)', async () => {
    for (const answer of [
      () => Promise.reject(new Error('Failed to fetch')),
      () => envelope(null, 504, 'Gateway Time-out', 504),
    ]) {
      const { root, sessionStorage } = buildRoot(answer)
      sessionStorage.set('isLogin', '1')
      const started = new RootStore({ ...root.deps })
      await started.app.verifySession()
      expect(started.app.isLogin).toBe(true)
      expect(sessionStorage.get('isLogin')).toBe('1')
    }
  })

  it('does not ask for a visitor', async () => {
    const { root, transport } = buildRoot(() => envelope({ user: USER }))
    await root.app.verifySession()
    expect(transport.requests).toHaveLength(0)
  })
})
