import { CHINA_DATE_TIME, chinaTime, parseChinaTime } from '@common/rules/china-time'

describe('China time (the one time format: instants inside, China date-times at the edge)', () => {
  const instant = Date.UTC(2026, 10, 21, 11, 30, 5)

  it('writes an instant as the spec’s China date-time, whatever the device time zone', () => {
    expect(CHINA_DATE_TIME).toBe('YYYY-MM-DD HH:mm:ss')
    expect(chinaTime(instant)).toBe('2026-11-21 19:30:05')
    expect(chinaTime(new Date(instant))).toBe('2026-11-21 19:30:05')
    expect(chinaTime(Date.UTC(2026, 10, 21, 17, 0), 'YYYY-MM-DD')).toBe('2026-11-22')
  })

  it('reads a China date-time back to the same instant', () => {
    expect(parseChinaTime('2026-11-21 19:30:05')).toBe(instant)
    expect(parseChinaTime(chinaTime(instant))).toBe(instant)
    expect(parseChinaTime('2026-11-21')).toBe(Date.UTC(2026, 10, 20, 16, 0))
    expect(parseChinaTime(' 2026-11-21 19:30 ')).toBe(Date.UTC(2026, 10, 21, 11, 30))
  })

  it('gives NaN for what is no China date-time', () => {
    for (const value of [undefined, null, '', 'tomorrow', '2026-11-21T19:30:05Z', '21/11/2026']) {
      expect(parseChinaTime(value)).toBeNaN()
    }
  })
})
