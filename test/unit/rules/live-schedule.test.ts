import { liveScheduleError, liveTitleError } from '@common/rules/live-schedule'

const MINUTE = 60_000
const now = Date.UTC(2026, 10, 28, 2, 0)

describe('when a live can be scheduled', () => {
  it.each([
    [now + 60 * MINUTE, now + 150 * MINUTE, null],
    [now + MINUTE, now + 11 * MINUTE, null],
    [now + 60 * MINUTE, now + 60 * MINUTE, '结束时间须晚于开始时间'],
    [now + 60 * MINUTE, now + 30 * MINUTE, '结束时间须晚于开始时间'],
    [now + 60 * MINUTE, now + 65 * MINUTE, '直播时长不能少于 10 分钟'],
    [now + 60 * MINUTE, now + 60 * MINUTE + 8 * 60 * MINUTE, null],
    [now + 60 * MINUTE, now + 61 * MINUTE + 8 * 60 * MINUTE, '直播时长不能超过 8 小时'],
    [now, now + 60 * MINUTE, '开始时间须晚于现在'],
    [Number.NaN, now, '请填写有效的开始和结束时间'],
  ])('%i → %i: %s', (start, end, problem) => {
    expect(liveScheduleError(start, end, now)).toBe(problem)
  })

  it('asks for a title of at most 60 characters', () => {
    expect(liveTitleError('  ')).toBe('请填写直播标题')
    expect(liveTitleError('长期股权投资 直播')).toBeNull()
    expect(liveTitleError('讲'.repeat(61))).toBe('直播标题不能超过 60 个字')
  })
})
