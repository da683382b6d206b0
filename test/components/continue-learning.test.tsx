import { act, screen } from '@testing-library/react'
import {
  ContinueLearning,
  LAST_STUDY_DELAY_MS,
  LAST_STUDY_SHOWN_MS,
} from '@/components/continue-learning'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

const RECORD = { courseId: 4, lessonId: 9, lessonTitle: '第三章 存货', courseTitle: '初级会计实务' }
const USER = { uid: 1, mobile: '13800000000', nickname: '小林' }

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms)
  })
}

describe('the continue-learning alert (spec §4)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('asks 300 ms after load, shows the record 5 seconds, and only once per session', async () => {
    const { root, transport, unmount } = renderWithStores(<ContinueLearning />, () =>
      envelope(RECORD),
    )
    root.app.setLoggedIn(USER as never)
    expect(transport.requests).toHaveLength(0)
    await advance(LAST_STUDY_DELAY_MS - 1)
    expect(transport.requests).toHaveLength(0)
    await advance(1)
    expect(transport.requests.map((r) => r.url)).toEqual(['/knew/api/wap/lastLearning'])
    expect(await screen.findByText('上次学到：第三章 存货')).toBeInTheDocument()
    await advance(LAST_STUDY_SHOWN_MS - 1)
    expect(screen.getByText('上次学到：第三章 存货')).toBeInTheDocument()
    await advance(1)
    expect(screen.queryByText('上次学到：第三章 存货')).not.toBeInTheDocument()
    unmount()
    expect(root.deps.sessionStorage.get('lastStudyShown')).toBe('1')
    await expect(root.home.checkLastStudy()).resolves.toBe(false)
    expect(transport.requests).toHaveLength(1)
  })

  it('asks a visitor nothing but the login check', async () => {
    const { transport } = renderWithStores(<ContinueLearning />, (request) =>
      request.url.includes('checklogin')
        ? envelope(null, 401, '您尚未登录，请登录！', 401)
        : envelope(RECORD),
    )
    await advance(1000)
    expect(transport.requests.map((r) => r.url)).toEqual(['/api/home/checklogin/'])
    expect(screen.queryByText(/上次学到/)).not.toBeInTheDocument()
  })

  it('shows nothing when there is no record', async () => {
    const { root } = renderWithStores(<ContinueLearning />, () =>
      envelope(null, 404, '暂无学习记录', 404),
    )
    root.app.setLoggedIn(USER as never)
    await advance(LAST_STUDY_DELAY_MS)
    expect(screen.queryByText(/上次学到/)).not.toBeInTheDocument()
    expect(root.deps.sessionStorage.get('lastStudyShown')).toBeNull()
  })
})
