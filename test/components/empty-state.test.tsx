import { render } from '@testing-library/react'
import { ListState } from '@/components/list-state'

describe('the empty state of a list', () => {
  it('says what is missing under our own illustration, never an image from another host', () => {
    const { container, getByText } = render(
      <ListState
        loading={false}
        error={null}
        empty
        emptyText="这里还没有课程"
        onRetry={() => undefined}
      />,
    )
    expect(getByText('这里还没有课程')).toBeInTheDocument()
    const images = [...container.querySelectorAll('img')]
    expect(images).toHaveLength(1)
    expect(images[0].getAttribute('src')).toBe('/static/images/stub.svg')
    expect(images[0].closest('[aria-hidden]')).not.toBeNull()
  })
})
