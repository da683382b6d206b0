import type { LiveDetail } from '@common/contracts/lives'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { LiveRoom } from '@/components/live-room'
import LiveJoinPage from '@/pages/live/join'
import type { TransportRequest } from '@/services/http'
import { chinaTime } from '@common/rules/china-time'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/use-route-params', () => ({
  useRouteParams: () => ({ id: '12' }),
}))
jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(),
  currentAddress: () => '/new/home/webcast/join/id/12',
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

const HOUR = 3_600_000
const NOW = Date.UTC(2026, 10, 23, 11, 0)

function detail(overrides: Partial<LiveDetail> = {}, startsIn = -0.5 * HOUR): LiveDetail {
  return {
    id: 12,
    lessonTitle: '长期股权投资 重难点直播',
    title: '中级会计实务 基础精讲班',
    courseTitle: '中级会计实务 基础精讲班',
    courseId: 7,
    mediaId: 12,
    free: '0',
    is_activate: 1,
    access: 1,
    start_time: chinaTime(NOW + startsIn),
    end_time: chinaTime(NOW + startsIn + 1.5 * HOUR),
    nickname: '黄老师',
    category: '中级职称',
    status: 'published',
    state: 'live',
    playState: 'living',
    enterable: true,
    chapterId: 3,
    chapterTitle: '第一章 总论',
    replayReadyAt: null,
    stream: { kind: 'live', url: '/media/live/12/index.m3u8', expiresAt: null },
    reminder: null,
    ...overrides,
  }
}

const room = (live: LiveDetail, loggedIn = true) =>
  renderWithStores(<LiveRoom detail={live} loggedIn={loggedIn} onRefresh={() => undefined} />, () =>
    envelope(null, 404, '未知', 404),
  )

describe('the live room', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }))
  afterEach(() => jest.useRealTimers())

  it('plays the live inline in WeChat with the 直播中 badge', () => {
    room(detail())
    const video = screen.getByLabelText('直播：长期股权投资 重难点直播')
    expect(video.tagName).toBe('VIDEO')
    expect(video).toHaveAttribute('webkit-playsinline', 'true')
    expect(video).toHaveAttribute('x5-playsinline', 'true')
    expect(video).toHaveAttribute('x5-video-player-type', 'h5')
    expect(video).toHaveProperty('playsInline', true)
    expect(screen.getByText('直播中')).toBeInTheDocument()
  })

  it('counts down in the entry window, before the video', () => {
    room(detail({ state: 'scheduled', playState: 'enterLive' }, HOUR))
    expect(screen.getByText('直播即将开始')).toBeInTheDocument()
    expect(screen.getByRole('timer')).toHaveTextContent('01:00:00')
    expect(screen.queryByLabelText(/^直播：/)).toBeNull()
  })

  it('says how long until a live 2 hours or more away, with 提醒我', () => {
    const reminder = { ics: '/api/home/liveCalendar/12', subscribeTemplateId: null }
    room(
      detail(
        { state: 'scheduled', playState: 'notStart', enterable: false, stream: null, reminder },
        27 * HOUR,
      ),
    )
    expect(screen.getByText('距离直播开始还有：1天3小时')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '提醒我：把直播加入手机日历' })).toHaveAttribute(
      'href',
      '/api/home/liveCalendar/12',
    )
  })

  it.each([
    [{ state: 'ended', playState: 'playBack', stream: null }, true, '回放生成中，请稍后再来'],
    [{ state: 'cancelled', stream: null }, true, '本场直播已取消'],
    [{ status: 'unpublished', stream: null }, true, '敬请期待'],
    [{ access: 2, stream: null }, true, '激活课程后即可观看直播'],
    [{ access: 0, stream: null }, true, '购买课程后即可观看直播'],
    [{ access: 0, stream: null }, false, '登录后即可观看直播'],
  ] as const)('without a video says why: %o', (overrides, loggedIn, text) => {
    room(detail(overrides as Partial<LiveDetail>), loggedIn)
    expect(screen.getByRole('status')).toHaveTextContent(text)
    expect(screen.queryByLabelText(/^直播：/)).toBeNull()
  })

  it('plays a ready replay with the 回放 badge', () => {
    room(
      detail({
        state: 'replayReady',
        playState: 'playBack',
        stream: { kind: 'replay', url: '/media/live/12/index.m3u8', expiresAt: null },
      }),
    )
    expect(screen.getByLabelText('直播回放：长期股权投资 重难点直播').tagName).toBe('VIDEO')
    expect(screen.getByText('回放')).toBeInTheDocument()
  })
})

/** The join link's server: the live as a learner with `access` sees it; activation works. */
function joinServer(access: 0 | 1 | 2 | null) {
  let current = access
  const requests: string[] = []
  const answer = (request: TransportRequest) => {
    requests.push(request.url)
    if (request.url.includes('getTrainInfo')) return envelope({ train_name: '恒达会计网校' })
    if (request.url.includes('checklogin')) {
      return current === null
        ? envelope(null, 401, '您尚未登录，请登录！', 401)
        : envelope({ user: { uid: 3, nickname: '学员' } })
    }
    if (request.url.includes('/api/home/visitLives/12')) {
      const may = current === 1
      return envelope(
        detail({
          access: current ?? 0,
          is_activate: may ? 1 : 0,
          stream: may ? { kind: 'live', url: '/media/live/12/index.m3u8', expiresAt: null } : null,
        }),
      )
    }
    if (request.url.includes('tryActive')) {
      current = 1
      return envelope({ expireAt: '2027-11-23' })
    }
    return envelope(null, 404, '未知', 404)
  }
  return { answer, requests }
}

async function join(answer: (request: TransportRequest) => ReturnType<typeof envelope>) {
  const view = renderWithStores(<LiveJoinPage />, answer)
  await act(() => view.root.app.loadTrainInfo())
  return view
}

describe('the join link', () => {
  it('opens the live for a learner who may watch', async () => {
    await join(joinServer(1).answer)
    expect(await screen.findByLabelText('直播：长期股权投资 重难点直播')).toBeInTheDocument()
  })

  it('offers a visitor the register/buy dialog by itself', async () => {
    await join(joinServer(null).answer)
    expect(await screen.findByRole('textbox', { name: '手机号' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('登录后即可观看直播')
  })

  it('offers activation to a learner who bought the course, then plays the live', async () => {
    const server = joinServer(2)
    await join(server.answer)
    const title = await screen.findByText('是否激活')
    const dialog = title.closest('.nut-dialog') as HTMLElement
    await act(async () => {
      fireEvent.click(within(dialog).getByText('立即激活'))
    })
    expect(await screen.findByLabelText('直播：长期股权投资 重难点直播')).toBeInTheDocument()
    expect(server.requests.some((url) => url.includes('tryActive'))).toBe(true)
  })
})
