import { replaceWith } from '@/services/navigation'
import { RootStore } from '@/stores/root-store'
import { sessionEnded } from '@/stores/session-policy'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  replaceWith: jest.fn(),
}))

const USER = { uid: 1, mobile: '13800138000', nickname: '小李' }

/** A learner whose session flag is set, on a page, with the app's 401 handler registered. */
function learnerOn(path: string, answer: Parameters<typeof buildRoot>[0]) {
  window.history.replaceState(null, '', path)
  const built = buildRoot(answer)
  built.sessionStorage.set('isLogin', '1')
  const root = new RootStore({ ...built.root.deps })
  built.http.setHandlers({ log: () => undefined, onUnauthorized: () => sessionEnded(root.app) })
  return { ...built, root }
}

const ENDED = () => envelope(null, 401, '您尚未登录，请登录！', 401)

describe('an ended session (the request layer’s 401 handler)', () => {
  beforeEach(() => jest.mocked(replaceWith).mockClear())

  it('logs out and sends a guarded page to /login with its address', async () => {
    const { root, sessionStorage } = learnerOn('/user/setting?tab=1', ENDED)
    await root.account.loadAddresses()
    expect(root.app.isLogin).toBe(false)
    expect(sessionStorage.get('isLogin')).toBeNull()
    expect(replaceWith).toHaveBeenCalledWith('login', {}, { returnurl: '/user/setting?tab=1' })
  })

  it('is noticed when a guarded page confirms the session at start', async () => {
    const { root } = learnerOn('/user/profile', ENDED)
    await root.app.verifySession()
    expect(replaceWith).toHaveBeenCalledWith('login', {}, { returnurl: '/user/profile' })
  })

  it('logs out on an open page, which stays', async () => {
    const { root } = learnerOn('/home', ENDED)
    await root.app.verifySession()
    expect(root.app.isLogin).toBe(false)
    expect(replaceWith).not.toHaveBeenCalled()
  })

  it('does nothing for a visitor, whom the guard sends to log in itself', async () => {
    window.history.replaceState(null, '', '/user/setting')
    const { root, http } = buildRoot(ENDED)
    http.setHandlers({ log: () => undefined, onUnauthorized: () => sessionEnded(root.app) })
    await root.app.checkLogin()
    expect(replaceWith).not.toHaveBeenCalled()
  })

  it('keeps a live session as it is', async () => {
    const { root } = learnerOn('/user/setting', () => envelope({ user: USER }))
    await root.app.verifySession()
    expect(root.app.isLogin).toBe(true)
    expect(replaceWith).not.toHaveBeenCalled()
  })
})
