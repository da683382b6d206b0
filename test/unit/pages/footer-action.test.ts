import { ownedStatusText } from '@/pages/study/course/footer-action'

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
