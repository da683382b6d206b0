import {
  monthWeeks,
  pointsAmountText,
  shiftMonth,
  studiedAgoText,
  validityText,
} from '@/utils/user-centre'

const at = (chinaTime: string) => Date.parse(`${chinaTime.replace(' ', 'T')}+08:00`)

describe('the user centre rules', () => {
  it.each([
    ['2026-11-23 20:00:30', '刚刚'],
    ['2026-11-23 19:56:00', '5分钟前'],
    ['2026-11-23 17:00:00', '3小时前'],
    ['2026-11-23 00:00:00', '20小时前'],
    ['2026-11-22 23:59:59', '昨天'],
    ['2026-11-20 08:00:00', '11-20'],
    ['2025-12-31 08:00:00', '2025-12-31'],
    ['not a time', 'not a time'],
  ])('says %s was %s, seen at 2026-11-23 20:01 China time', (studied, text) => {
    expect(studiedAgoText(studied, at('2026-11-23 20:01:00'))).toBe(text)
  })

  it('words the validity of a course', () => {
    expect(validityText({ activated: true, expired: true, expireAt: '2026-01-01' })).toBe('已过期')
    expect(validityText({ activated: false, expired: false, expireAt: null })).toBe('待激活')
    expect(validityText({ activated: true, expired: false, expireAt: null })).toBe('长期有效')
    expect(validityText({ activated: true, expired: false, expireAt: '2027-11-23 10:00:00' })).toBe(
      '有效期至 2027-11-23',
    )
  })

  it('signs points amounts', () => {
    expect(pointsAmountText(5)).toBe('+5')
    expect(pointsAmountText(-10)).toBe('-10')
    expect(pointsAmountText(0)).toBe('0')
  })

  it('lays a month out in weeks from Monday', () => {
    const november = monthWeeks('2026-11')
    // 2026-11-01 is a Sunday: six empty days before it.
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(november).toHaveLength(6)
    expect(november[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
    expect(november.flat().filter(Boolean)).toHaveLength(30)
    // February 2027 starts on a Monday and fills four weeks exactly.
    expect(monthWeeks('2027-02')).toHaveLength(4)
    expect(monthWeeks('2024-02').flat().filter(Boolean)).toHaveLength(29)
    expect(monthWeeks('2026-13')).toEqual([])
    expect(monthWeeks('bad')).toEqual([])
  })

  it('moves between months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })
})
