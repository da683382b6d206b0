import { act, render, screen } from '@testing-library/react'
import { useRestAfterFirstRender } from '@/components/progressive'

function Page({ shown, renders }: { shown: boolean; renders: boolean[] }) {
  const rest = useRestAfterFirstRender(shown)
  renders.push(rest)
  return <div>{rest ? '其余内容' : '首屏'}</div>
}

describe('useRestAfterFirstRender', () => {
  it('renders the first part alone, then the rest once the page shows', () => {
    const renders: boolean[] = []
    const { rerender } = render(<Page shown={false} renders={renders} />)
    expect(screen.getByText('首屏')).toBeInTheDocument()
    act(() => rerender(<Page shown renders={renders} />))
    expect(screen.getByText('其余内容')).toBeInTheDocument()
    // The render that first shows the page still has the first part alone.
    expect(renders.slice(0, 2)).toEqual([false, false])
    expect(renders.at(-1)).toBe(true)
  })
})
