import {
  buyFooter,
  courseAction,
  lessonAction,
  validityText,
  type AccessFacts,
} from '@common/rules/course-access'

const paid = (access: 0 | 1 | 2, loggedIn = true): AccessFacts => ({
  access,
  loggedIn,
  discountPrice: 398,
})
const free = (access: 0 | 1 | 2, loggedIn = true): AccessFacts => ({
  access,
  loggedIn,
  discountPrice: 0,
})

describe('course access decisions (spec §4)', () => {
  it('follows the access code: 1 plays, 2 activates, 0 buys or joins', () => {
    expect(courseAction(paid(1))).toBe('play')
    expect(courseAction(paid(2))).toBe('activate')
    expect(courseAction(paid(0))).toBe('buy')
    expect(courseAction(free(0))).toBe('join')
  })

  it('sends a visitor to log in, for paid and free courses alike', () => {
    expect(courseAction(paid(0, false))).toBe('login')
    expect(courseAction(free(0, false))).toBe('login')
  })

  it('plays free lessons for everyone, visitors included', () => {
    expect(lessonAction(paid(0, false), true)).toBe('play')
    expect(lessonAction(paid(2), true)).toBe('play')
    expect(lessonAction(paid(0, false), false)).toBe('login')
    expect(lessonAction(paid(2), false)).toBe('activate')
    expect(lessonAction(paid(1), false)).toBe('play')
  })
})

describe('price display', () => {
  it('shows the price with 立即购买, or 免费 with 免费加入 when the price is 0', () => {
    expect(buyFooter(398)).toEqual({ price: '¥398.00', button: '立即购买' })
    expect(buyFooter(39.9)).toEqual({ price: '¥39.90', button: '立即购买' })
    expect(buyFooter(0)).toEqual({ price: '免费', button: '免费加入' })
  })

  it('shows the validity as an end date once activated, else the days activation grants', () => {
    expect(validityText(365, '2027-11-22 10:00:00')).toBe('有效期至 2027-11-22')
    expect(validityText(365, null)).toBe('有效期 365 天（激活后开始计算）')
    expect(validityText(0, null)).toBe('长期有效')
  })
})
