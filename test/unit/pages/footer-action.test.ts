import { ownedStatusText, trialLessons } from '@/pages/study/course/footer-action'

describe('the course footer once the course is the learner’s', () => {
  it('says it is bought, until when, instead of the price', () => {
    expect(ownedStatusText('play', false, '2027-11-22 10:00:00')).toBe(
      '已购买 · 有效期至2027-11-22',
    )
    expect(ownedStatusText('play', false, null)).toBe('已购买 · 长期有效')
    expect(ownedStatusText('activate', false, null)).toBe('已购买 · 待激活')
    expect(ownedStatusText('play', true, null)).toBe('已加入')
  })

  it('keeps the price while it is still to buy, join or log in for', () => {
    expect(ownedStatusText('buy', false, null)).toBeUndefined()
    expect(ownedStatusText('join', true, null)).toBeUndefined()
    expect(ownedStatusText('login', false, null)).toBeUndefined()
  })
})

describe('a course’s 试听 lessons', () => {
  const lesson = (id: number, extra: object) =>
    ({ id, type: 'lesson', free: 0, status: 'published', ...extra }) as never

  it('are the published free lessons of a paid course', () => {
    const lessons = [
      lesson(1, { free: 1 }),
      lesson(2, {}),
      lesson(3, { free: 1, status: 'unpublished' }),
      lesson(4, { free: 1, type: 'chapter' }),
    ]
    expect(trialLessons(lessons, 398).map((l) => (l as { id: number }).id)).toEqual([1])
    expect(trialLessons(lessons, 0)).toEqual([])
  })
})
