import { isPageOf } from '@/services/navigation'

describe('isPageOf', () => {
  it('recognises a route by its page path or its public path', () => {
    expect(isPageOf('pages/home/index', 'home')).toBe(true)
    expect(isPageOf('/pages/home/index', 'home')).toBe(true)
    expect(isPageOf('/home?x=1', 'home')).toBe(true)
    expect(isPageOf('/study/course/3', 'courseInfo')).toBe(true)
  })

  it('tells other pages apart', () => {
    expect(isPageOf('/course', 'home')).toBe(false)
    expect(isPageOf('pages/user/index', 'home')).toBe(false)
    expect(isPageOf(undefined, 'home')).toBe(false)
  })
})
