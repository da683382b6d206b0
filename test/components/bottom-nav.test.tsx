import { fireEvent, render, screen } from '@testing-library/react'
import { BottomNav } from '@/components/bottom-nav'
import { goToTab } from '@/services/navigation'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goToTab: jest.fn(() => Promise.resolve()),
}))

describe('BottomNav', () => {
  beforeEach(() => jest.mocked(goToTab).mockClear())

  it('shows the four tabs in the spec order', () => {
    render(<BottomNav current="home" />)
    const nav = screen.getByRole('navigation', { name: '底部导航' })
    expect(nav).toHaveTextContent(/首页.*课程.*题库.*我的/)
  })

  it('opens the tab that is clicked', () => {
    render(<BottomNav current="home" />)
    fireEvent.click(screen.getByText('题库'))
    expect(goToTab).toHaveBeenCalledWith('test')
  })

  it('stays put when the current tab is clicked', () => {
    render(<BottomNav current="user" />)
    fireEvent.click(screen.getByText('我的'))
    expect(goToTab).not.toHaveBeenCalled()
  })
})
