import { act, fireEvent, render, screen } from '@testing-library/react'
import { LivePlayer } from '@/components/live-player'
import { RECONNECT_MS } from '@/constants/video'

interface FakeHlsInstance {
  loadSource: jest.Mock
  startLoad: jest.Mock
  attachMedia: jest.Mock
  destroy: jest.Mock
  recoverMediaError: jest.Mock
  emit: (event: string, data?: unknown) => void
}

type MockHandler = (name: string, data: unknown) => void

// hls.js in a test: what the player asks of it, and its events fired by hand.
const mockInstances: FakeHlsInstance[] = []
jest.mock(
  'hls.js/light',
  () => {
    class FakeHls {
      static isSupported = () => true
      static Events = { ERROR: 'hlsError', FRAG_BUFFERED: 'hlsFragBuffered' }
      static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError' }
      handlers = new Map<string, MockHandler>()
      loadSource = jest.fn()
      startLoad = jest.fn()
      attachMedia = jest.fn()
      destroy = jest.fn()
      recoverMediaError = jest.fn()
      constructor() {
        mockInstances.push(this)
      }
      on(name: string, handler: MockHandler) {
        this.handlers.set(name, handler)
      }
      emit(name: string, data?: unknown) {
        this.handlers.get(name)?.(name, data)
      }
    }
    return { __esModule: true, default: FakeHls }
  },
  { virtual: true },
)

const URL = '/media/live/2/index.m3u8'
const flush = () => act(async () => undefined)

describe('the live player', () => {
  beforeEach(() => {
    mockInstances.length = 0
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

  it('plays the playlist through hls.js outside iOS, and reconnects after a network drop', async () => {
    const onLost = jest.fn()
    const view = render(<LivePlayer url={URL} kind="live" title="长投 直播" onLost={onLost} />)
    await flush()
    const [hls] = mockInstances
    expect(hls.loadSource).toHaveBeenCalledWith(URL)
    expect(hls.attachMedia).toHaveBeenCalledWith(screen.getByLabelText('直播：长投 直播'))

    act(() => hls.emit('hlsError', { fatal: true, type: 'networkError' }))
    expect(screen.getByRole('status')).toHaveTextContent('网络中断，正在重新连接…')
    expect(onLost).toHaveBeenCalledTimes(1)
    act(() => jest.advanceTimersByTime(RECONNECT_MS))
    // Loading resumes where it stopped (a replay keeps its place): the source stays.
    expect(hls.startLoad).toHaveBeenCalledTimes(1)
    expect(hls.loadSource).toHaveBeenCalledTimes(1)

    // Back online while still dropped: asked again at once, without waiting.
    act(() => window.dispatchEvent(new Event('online')))
    expect(hls.startLoad).toHaveBeenCalledTimes(2)

    act(() => hls.emit('hlsFragBuffered'))
    expect(screen.queryByRole('status')).toBeNull()
    // A network change while playing needs nothing.
    act(() => window.dispatchEvent(new Event('online')))
    expect(hls.startLoad).toHaveBeenCalledTimes(2)

    act(() => hls.emit('hlsError', { fatal: true, type: 'mediaError' }))
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('status')).toBeNull()

    // A non-fatal error is hls.js' own to retry.
    act(() => hls.emit('hlsError', { fatal: false, type: 'networkError' }))
    expect(onLost).toHaveBeenCalledTimes(1)

    view.unmount()
    expect(hls.destroy).toHaveBeenCalled()
  })

  it('plays natively on iOS, where WebKit reads HLS itself', async () => {
    const canPlay = jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe')
    const load = jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
    const agent = jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) MicroMessenger/8.0.49',
      )
    try {
      const onLost = jest.fn()
      const view = render(<LivePlayer url={URL} kind="replay" title="存货 回放" onLost={onLost} />)
      await flush()
      const video = screen.getByLabelText('直播回放：存货 回放') as HTMLVideoElement
      expect(video.getAttribute('src') ?? video.src).toContain(URL)
      expect(mockInstances).toHaveLength(0)

      act(() => {
        video.dispatchEvent(new Event('error'))
      })
      expect(screen.getByRole('status')).toHaveTextContent('网络中断，正在重新连接…')
      expect(onLost).toHaveBeenCalledTimes(1)
      act(() => jest.advanceTimersByTime(RECONNECT_MS))
      expect(load).toHaveBeenCalled()
      view.unmount()
    } finally {
      canPlay.mockRestore()
      load.mockRestore()
      agent.mockRestore()
    }
  })

  it('offers a replay the speeds 0.75x to 2x, and a live none', async () => {
    const live = render(<LivePlayer url={URL} kind="live" title="长投 直播" />)
    await flush()
    expect(screen.queryByRole('radiogroup', { name: '播放速度' })).not.toBeInTheDocument()
    live.unmount()

    render(<LivePlayer url={URL} kind="replay" title="存货 回放" />)
    await flush()
    const speeds = screen.getByRole('radiogroup', { name: '播放速度' })
    expect(speeds).toHaveTextContent('0.75x1x1.25x1.5x2x')
    fireEvent.click(screen.getByRole('radio', { name: '1.5x' }))
    expect(screen.getByRole('radio', { name: '1.5x' })).toHaveAttribute('aria-checked', 'true')
    const video = screen.getByLabelText('直播回放：存货 回放') as HTMLVideoElement
    expect(video.playbackRate).toBe(1.5)
  })
})
