import type { UserInfo } from '@common/contracts/user'
import type { UserSummary } from '@common/contracts/user-centre'
import { createApi } from '@/services/api'
import { createHttp, type TransportRequest } from '@/services/http'
import { createMemoryStorage } from '@/services/storage'
import { RootStore } from '@/stores/root-store'
import { envelope, fakeTransport } from '../../support/fake-transport'

const summaryOf = (uid: number, points: number): UserSummary => ({
  uid,
  nickname: `学员${uid}`,
  mobile: '13812345678',
  avatar: '',
  points,
  signedToday: false,
  streak: 0,
  examDate: null,
  daysLeft: null,
})

function build(
  answer: (
    request: TransportRequest,
  ) => ReturnType<typeof envelope> | Promise<ReturnType<typeof envelope>>,
) {
  const transport = fakeTransport(answer)
  const http = createHttp({ transport, handlers: { log: () => undefined } })
  const root = new RootStore({
    api: createApi(http),
    sessionStorage: createMemoryStorage(),
    localStorage: createMemoryStorage(),
  })
  return { root, transport }
}

const user = (uid: number): UserInfo => ({
  uid,
  mobile: '13812345678',
  name: '',
  nickname: `学员${uid}`,
  email: '',
  qq: '',
  sex: 0,
  birthday: '',
  birthyear: '',
  birthmonth: '',
})

describe("the learner's own stores", () => {
  it('forget the learner at logout and when another account logs in', async () => {
    let uid = 1
    const { root } = build((request) => {
      if (request.url.startsWith('/api/home/getusers/')) return envelope(summaryOf(uid, uid * 10))
      if (request.url.startsWith('/knew/home/user/replayLive')) {
        return envelope({ list: [], totalCount: 0, page: 1, pageSize: 10 })
      }
      return envelope({
        list: [
          {
            id: uid,
            kind: 'signin',
            reason: '每日签到',
            amount: 5,
            balance: 5,
            at: '2026-11-23 08:00:00',
          },
        ],
        totalCount: 1,
        page: 1,
        pageSize: 10,
        balance: 5,
      })
    })
    root.app.setLoggedIn(user(1))
    await root.me.loadSummary()
    await root.me.points.reload()
    await root.lives.replays.reload()
    expect(root.me.summary?.points).toBe(10)
    expect(root.me.points.items).toHaveLength(1)

    root.app.setLoggedOut()
    expect(root.me.summary).toBeNull()
    expect(root.me.points.items).toEqual([])
    expect(root.lives.replays.state.loaded).toBe(false)

    root.app.setLoggedIn(user(1))
    await root.me.loadSummary()
    uid = 2
    // Another account logs in over the first (no logout between).
    root.app.setLoggedIn(user(2))
    expect(root.me.summary).toBeNull()
    await root.me.loadSummary()
    expect(root.me.summary?.nickname).toBe('学员2')
  })

  it('do not let a summary asked for before a sign-in undo it', async () => {
    let answerSummary: () => void = () => undefined
    const { root } = build((request) => {
      if (request.url.startsWith('/api/home/getusers/')) {
        return new Promise((resolve) => {
          answerSummary = () => resolve(envelope(summaryOf(1, 10)))
        })
      }
      return envelope({
        already: false,
        day: '2026-11-23',
        points: 5,
        bonus: 0,
        streak: 1,
        balance: 15,
      })
    })
    root.app.setLoggedIn(user(1))
    root.me.summary = summaryOf(1, 10)
    const stale = root.me.loadSummary()
    await root.me.signIn()
    answerSummary()
    await stale
    expect(root.me.summary).toMatchObject({ points: 15, signedToday: true })
  })

  it('show the month last asked for when answers come out of order', async () => {
    const waiting: Record<string, () => void> = {}
    const { root } = build((request) => {
      const month =
        new URL(request.url, 'http://school.test').searchParams.get('month') ?? '2026-11'
      return new Promise((resolve) => {
        waiting[month] = () =>
          resolve(
            envelope({
              month,
              today: '2026-11-23',
              days: [],
              signedToday: false,
              streak: 0,
              signinPoints: 5,
              streakBonus: 20,
              streakDays: 7,
            }),
          )
      })
    })
    const october = root.me.loadCalendar('2026-10')
    const september = root.me.loadCalendar('2026-09')
    waiting['2026-09']()
    await september
    waiting['2026-10']()
    await october
    expect(root.me.calendar?.month).toBe('2026-09')
    expect(root.me.monthFrom((month) => `${month}!`)).toBe('2026-09!')
  })
})
