import { fireEvent, render, screen } from '@testing-library/react'
import { HomeNav } from '@/components/home-nav'
import { openAddress } from '@/services/navigation'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  openAddress: jest.fn(),
}))

const ENTRIES = [
  { label: '全部课程', icon: 'category', url: '/course' },
  { label: '报名优惠', icon: 'coupon', url: 'https://www.example.com/apply' },
] as const

describe('HomeNav (the school’s entries, then 联系老师)', () => {
  beforeEach(() => jest.mocked(openAddress).mockClear())

  it('shows each entry as a link to its address, in order, and the contact button last', () => {
    const onContact = jest.fn()
    render(<HomeNav entries={[...ENTRIES]} loading={false} onContact={onContact} />)
    const nav = screen.getByRole('navigation', { name: '快捷入口' })
    const links = screen.getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['全部课程', '/course'],
      ['报名优惠', 'https://www.example.com/apply'],
    ])
    expect(nav).toHaveTextContent(/全部课程.*报名优惠.*联系老师/)
    fireEvent.click(screen.getByRole('link', { name: '全部课程' }))
    expect(openAddress).toHaveBeenCalledWith('/course')
    fireEvent.click(screen.getByRole('button', { name: '联系老师' }))
    expect(onContact).toHaveBeenCalled()
  })

  it('draws each entry with its icon, one it does not know with the question mark', () => {
    const entries = [...ENTRIES, { label: '新入口', icon: 'rocket', url: '/live' }]
    render(<HomeNav entries={entries as never} loading={false} onContact={jest.fn()} />)
    const icons = ['全部课程', '报名优惠', '新入口'].map((name) =>
      screen.getByRole('link', { name }).querySelector('.home-nav__glyph')?.getAttribute('style'),
    )
    expect(icons[0]).toContain('/media/nav-icons/category.svg')
    expect(icons[1]).toContain('/media/nav-icons/coupon.svg')
    expect(icons[2]).toContain('/media/nav-icons/ask.svg')
  })

  it('holds the place with blank cells while the entries load: nothing to tap yet', () => {
    const { container } = render(<HomeNav entries={[]} loading onContact={jest.fn()} />)
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.querySelectorAll('.home-nav__item--placeholder')).toHaveLength(8)
  })
})
