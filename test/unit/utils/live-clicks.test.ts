import type { AccessCode } from '@common/contracts/catalogue'
import { parseChinaTime } from '@common/rules/china-time'
import {
  homePreviewClick,
  playbackListClick,
  previewListClick,
  unavailableText,
  type LiveClickFacts,
} from '@/utils/live-clicks'
import { splitLives, splitOnNow } from '@common/rules/live-state'

const NOW = parseChinaTime('2026-11-21 17:00:00')
const IN_1H = { start_time: '2026-11-21 18:00:00', end_time: '2026-11-21 19:00:00' }
const IN_3H = { start_time: '2026-11-21 20:00:00', end_time: '2026-11-21 21:00:00' }
const ON_NOW = { start_time: '2026-11-21 16:30:00', end_time: '2026-11-21 18:00:00' }
const ENDED = { start_time: '2026-11-20 19:00:00', end_time: '2026-11-20 20:30:00' }

const live = (times: typeof IN_1H, free: boolean, access: AccessCode): LiveClickFacts => ({
  ...times,
  free: free ? '1' : '0',
  access,
})

describe('home live preview click (spec §4)', () => {
  it.each([
    ['free, on now, visitor', live(ON_NOW, true, 1), false, 'enter'],
    ['free, 3 h away: the notice', live(IN_3H, true, 1), false, 'notice'],
    ['free, 1 h away', live(IN_1H, true, 1), true, 'enter'],
    ['paid, visitor: the register/buy dialog', live(ON_NOW, false, 0), false, 'login'],
    ['paid, access 0: goodsBuy', live(ON_NOW, false, 0), true, 'buy'],
    ['paid, access 2: activation', live(ON_NOW, false, 2), true, 'activate'],
    ['paid, access 1, on now', live(ON_NOW, false, 1), true, 'enter'],
    ['paid, access 1, 3 h away: the notice', live(IN_3H, false, 1), true, 'notice'],
    ['paid, access 0, 3 h away: buying comes first', live(IN_3H, false, 0), true, 'buy'],
  ])('%s', (_name, facts, loggedIn, click) => {
    expect(homePreviewClick(facts, NOW, loggedIn)).toBe(click)
  })
})

describe('preview list click (spec §4)', () => {
  it.each([
    ['free, 3 h away: opens (the page counts down)', live(IN_3H, true, 1), false, 'enter'],
    ['paid, 3 h away: the notice', live(IN_3H, false, 1), true, 'notice'],
    ['paid, 3 h away, visitor: the notice', live(IN_3H, false, 0), false, 'notice'],
    ['paid, 1 h away, access 1', live(IN_1H, false, 1), true, 'enter'],
    ['paid, 1 h away, not activated', live(IN_1H, false, 2), true, 'activate'],
    ['paid, 1 h away, not bought', live(IN_1H, false, 0), true, 'buy'],
    ['paid, on now, visitor', live(ON_NOW, false, 0), false, 'login'],
  ])('%s', (_name, facts, loggedIn, click) => {
    expect(previewListClick(facts, NOW, loggedIn)).toBe(click)
  })
})

describe('playback list click (spec §4)', () => {
  it.each([
    ['free', live(ENDED, true, 0), false, 'enter'],
    ['activated', live(ENDED, false, 1), true, 'enter'],
    ['not activated', live(ENDED, false, 2), true, 'activate'],
    ['not bought', live(ENDED, false, 0), true, 'buy'],
    ['visitor', live(ENDED, false, 0), false, 'login'],
  ])('%s', (_name, facts, loggedIn, click) => {
    expect(playbackListClick(facts, loggedIn)).toBe(click)
  })
})

describe('live lists split (spec §4)', () => {
  it('puts lives without a start time and ended lives in playback, the rest upcoming', () => {
    const lives = [
      { id: 1, ...IN_3H },
      { id: 2, ...ENDED },
      { id: 3, start_time: '', end_time: '' },
      { id: 4, ...ON_NOW },
      { id: 5, ...IN_1H },
    ]
    const { upcoming, playback } = splitLives(lives, NOW)
    expect(upcoming.map((item) => item.id)).toEqual([1, 4, 5])
    expect(playback.map((item) => item.id)).toEqual([2, 3])
  })

  it('puts a live on now apart from the coming ones, keeping their order', () => {
    const lives = [
      { id: 1, ...IN_1H },
      { id: 2, ...ON_NOW },
      { id: 3, ...IN_3H },
      { id: 4, ...ON_NOW },
    ]
    const { onNow, coming } = splitOnNow(lives, NOW)
    expect(onNow.map((item) => item.id)).toEqual([2, 4])
    expect(coming.map((item) => item.id)).toEqual([1, 3])
  })
})

describe('lives no tap opens', () => {
  it('says a cancelled live is cancelled and an unpublished one is coming, before any access path', () => {
    expect(unavailableText({ status: 'published', state: 'cancelled' })).toBe('本场直播已取消')
    expect(unavailableText({ status: 'unpublished', state: 'scheduled' })).toBe('敬请期待')
    expect(unavailableText({ status: 'published', state: 'live' })).toBeNull()
    expect(unavailableText({ status: 'published' })).toBeNull()
  })
})
