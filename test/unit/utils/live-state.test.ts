import { parseChinaTime } from '@common/rules/china-time'
import {
  countdownText,
  livePlayLabel,
  liveStateAt,
  liveStateAtInstants,
  liveTimeRange,
  startNotice,
} from '@common/rules/live-state'
import {
  HOME_CARD_LIMIT,
  categoryHeaderStyle,
  isFree,
  priceText,
  yuanText,
} from '@common/rules/price'

const START = '2026-11-21 20:00:00'
const END = '2026-11-21 21:30:00'
const at = (china: string) => parseChinaTime(china)

describe('live state from time (spec §4 reading B)', () => {
  it.each([
    [undefined, '2026-11-21 10:00:00', 'playBack'],
    [START, '2026-11-21 17:00:00', 'notStart'],
    [START, '2026-11-21 18:00:00', 'notStart'],
    [START, '2026-11-21 18:00:01', 'enterLive'],
    [START, '2026-11-21 19:59:59', 'enterLive'],
    [START, '2026-11-21 20:00:00', 'living'],
    [START, '2026-11-21 21:29:59', 'living'],
    [START, '2026-11-21 21:30:00', 'playBack'],
  ])('start %s at %s is %s', (start, now, state) => {
    expect(liveStateAt(start, END, at(now))).toBe(state)
  })

  // Both readings at once: reading B's state and reading A's label of the same row.
  it.each([
    ['no start time', undefined, END, 'published', '2026-11-21 10:00:00', 'playBack', '直播回放'],
    ['3 hours before', START, END, 'published', '2026-11-21 17:00:00', 'notStart', '暂未开始'],
    [
      'exactly 2 hours before',
      START,
      END,
      'published',
      '2026-11-21 18:00:00',
      'notStart',
      '暂未开始',
    ],
    [
      'just under 2 hours before',
      START,
      END,
      'published',
      '2026-11-21 18:00:01',
      'enterLive',
      '进入直播',
    ],
    ['at the start', START, END, 'published', '2026-11-21 20:00:00', 'living', '正在直播'],
    ['between start and end', START, END, 'published', '2026-11-21 21:00:00', 'living', '正在直播'],
    ['at the end', START, END, 'published', '2026-11-21 21:30:00', 'playBack', '直播回放'],
    ['after the end', START, END, 'published', '2026-11-22 09:00:00', 'playBack', '直播回放'],
    [
      'no end time, started',
      START,
      undefined,
      'published',
      '2026-11-22 09:00:00',
      'living',
      '正在直播',
    ],
    [
      'unpublished, 3 hours before',
      START,
      END,
      'unpublished',
      '2026-11-21 17:00:00',
      'notStart',
      '敬请期待',
    ],
    ['unpublished, on now', START, END, 'unpublished', '2026-11-21 20:30:00', 'living', '敬请期待'],
  ])('%s: state %s, label', (_name, start, end, status, now, state, label) => {
    expect(liveStateAt(start, end, at(now))).toBe(state)
    expect(livePlayLabel({ status, start_time: start, end_time: end }, at(now))).toBe(label)
  })

  it('is the same rule on instants, as the server keeps them', () => {
    expect(liveStateAtInstants(Number.NaN, at(END), at(START))).toBe('playBack')
    expect(liveStateAtInstants(at(START), at(END), at(START) - 7_200_000)).toBe('notStart')
    expect(liveStateAtInstants(at(START), at(END), at(START) - 7_199_999)).toBe('enterLive')
    expect(liveStateAtInstants(at(START), at(END), at(END) - 1)).toBe('living')
    expect(liveStateAtInstants(at(START), at(END), at(END))).toBe('playBack')
  })

  it('reads China time whatever the device time zone', () => {
    expect(new Date(at(START)).toISOString()).toBe('2026-11-21T12:00:00.000Z')
  })
})

describe('countdown and notice', () => {
  it('shows hours:minutes:seconds, hours past 24, never negative', () => {
    expect(countdownText(3_723_000)).toBe('01:02:03')
    expect(countdownText(33 * 3_600_000 + 5_000)).toBe('33:00:05')
    expect(countdownText(-5)).toBe('00:00:00')
  })

  it('tells the days and hours until the start', () => {
    expect(startNotice((2 * 24 + 5) * 3_600_000 + 59_000)).toBe('距离直播开始还有：2天5小时')
  })

  it('shows the date and time range', () => {
    expect(liveTimeRange(START, END)).toEqual({ date: '11月21日', range: '20:00-21:30' })
  })
})

describe('prices and categories', () => {
  it('treats a discount price of 0 as free (spec §4)', () => {
    expect(isFree(0)).toBe(true)
    expect(priceText(0)).toBe('免费')
    expect(priceText(398)).toBe('¥398.00')
    expect([yuanText(128000), yuanText(3990), yuanText(1), yuanText(0)]).toEqual([
      '¥1280.00',
      '¥39.90',
      '¥0.01',
      '¥0.00',
    ])
    expect(priceText(39.9)).toBe('¥39.90')
  })

  it('styles 初级职称 categories apart (spec §9), 8 cards on home', () => {
    expect(categoryHeaderStyle('初级职称 · 初级会计职称')).toBe('junior')
    expect(categoryHeaderStyle('中级职称 · 中级会计职称')).toBe('other')
    expect(HOME_CARD_LIMIT).toBe(8)
  })
})
