import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'

function LiveTabs({ onChange }: { onChange?: (value: string) => void }) {
  const [tab, setTab] = useState('upcoming')
  return (
    <AppTabs
      value={tab}
      label="直播"
      onChange={(value) => {
        setTab(value)
        onChange?.(value)
      }}
    >
      <AppTabPane title="直播预告" value="upcoming">
        预告列表
      </AppTabPane>
      <AppTabPane title="直播回放" value="playback">
        回放列表
      </AppTabPane>
    </AppTabs>
  )
}

describe('AppTabs', () => {
  it('shows the chosen pane as a tab panel named by its tab, and only that pane', () => {
    render(<LiveTabs />)
    expect(screen.getByRole('tablist', { name: '直播' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '直播预告' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: '直播预告' })).toHaveTextContent('预告列表')
    expect(screen.queryByText('回放列表')).not.toBeInTheDocument()

    fireEvent.click(screen.getByRole('tab', { name: '直播回放' }))
    expect(screen.getByRole('tabpanel', { name: '直播回放' })).toHaveTextContent('回放列表')
    expect(screen.queryByText('预告列表')).not.toBeInTheDocument()
  })

  it('keeps only the chosen tab in the tab order and moves the choice with the arrow keys', () => {
    const changes: string[] = []
    render(<LiveTabs onChange={(value) => changes.push(value)} />)
    const coming = screen.getByRole('tab', { name: '直播预告' })
    const replays = screen.getByRole('tab', { name: '直播回放' })
    expect(coming).toHaveAttribute('tabindex', '0')
    expect(replays).toHaveAttribute('tabindex', '-1')

    fireEvent.keyDown(coming, { key: 'ArrowRight' })
    expect(replays).toHaveAttribute('aria-selected', 'true')
    expect(replays).toHaveAttribute('tabindex', '0')
    expect(replays).toHaveFocus()
    // Past the last tab, the first: the arrows go round.
    fireEvent.keyDown(replays, { key: 'ArrowRight' })
    expect(coming).toHaveAttribute('aria-selected', 'true')
    fireEvent.keyDown(coming, { key: 'End' })
    fireEvent.keyDown(replays, { key: 'Home' })
    expect(changes).toEqual(['playback', 'upcoming', 'playback', 'upcoming'])
  })

  it('is a plain switch without panels when its tabs have no content', () => {
    render(
      <AppTabs value={1} label="订单状态">
        <AppTabPane title="全部" value={0} />
        <AppTabPane title="待支付" value={1} />
      </AppTabs>,
    )
    expect(screen.getByRole('tab', { name: '待支付' })).not.toHaveAttribute('aria-controls')
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument()
  })

  it('lets a long bar scroll, the fifth tab cut, past spec §9 threshold', () => {
    const { container } = render(
      <AppTabs value="a" label="分类">
        {['a', 'b', 'c', 'd', 'e'].map((name) => (
          <AppTabPane key={name} title={name} value={name} />
        ))}
      </AppTabs>,
    )
    expect(container.firstChild).toHaveClass('app-tabs--scroll')
  })
})
