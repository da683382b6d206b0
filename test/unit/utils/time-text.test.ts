import { clockText, durationText } from '@/utils/time-text'

describe('times as text', () => {
  it('ticks a countdown as a clock, never below zero', () => {
    expect(clockText(0)).toBe('00:00')
    expect(clockText(59.9)).toBe('00:59')
    expect(clockText(599)).toBe('09:59')
    expect(clockText(3754)).toBe('1:02:34')
    expect(clockText(6300)).toBe('1:45:00')
    expect(clockText(-3)).toBe('00:00')
  })

  it('says a length of time with its units', () => {
    expect(durationText(45)).toBe('45秒')
    expect(durationText(754)).toBe('12分34秒')
    expect(durationText(720)).toBe('12分钟')
    expect(durationText(3754)).toBe('1小时2分')
    expect(durationText(7200)).toBe('2小时')
    expect(durationText(-1)).toBe('0秒')
  })
})
