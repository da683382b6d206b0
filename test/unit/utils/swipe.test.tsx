import type { CommonEvent } from '@tarojs/components'
import { View } from '@tarojs/components'
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { SWIPE_MAX_MS, SWIPE_MIN_DISTANCE } from '@/constants/gestures'
import { swipeDirection } from '@/utils/swipe'
import { useSwipe } from '@/components/answer-sheet/use-swipe'

const at = (x: number, y: number, t: number) => ({ x, y, t })

describe('a swipe between questions (utils/swipe)', () => {
  it.each([
    ['a quick swipe to the left', 'next', at(300, 200, 0), at(200, 210, 300)],
    ['a quick swipe to the right', 'prev', at(100, 200, 0), at(220, 190, 300)],
    ['exactly the shortest swipe', 'next', at(200, 0, 0), at(200 - SWIPE_MIN_DISTANCE, 0, 100)],
    ['the slowest swipe', 'prev', at(0, 0, 0), at(100, 0, SWIPE_MAX_MS)],
    ['a swipe a little too short', null, at(200, 0, 0), at(141, 0, 100)],
    ['a swipe a little too slow', null, at(0, 0, 0), at(100, 0, SWIPE_MAX_MS + 1)],
    ['a diagonal drag, sideways twice as far as down', null, at(0, 0, 0), at(100, 50, 200)],
    ['a drag just more than twice as far sideways', 'prev', at(0, 0, 0), at(101, 50, 200)],
    ['a vertical scroll', null, at(100, 400, 0), at(110, 100, 300)],
    ['a tap', null, at(100, 100, 0), at(101, 100, 80)],
    ['an end before its start', null, at(0, 0, 500), at(100, 0, 400)],
  ] as const)('reads %s as %s', (_name, direction, start, end) => {
    expect(swipeDirection(start, end)).toBe(direction)
  })
})

type Point = { clientX: number; clientY: number }

/** A Taro touch event as the hook reads it; fields and a no-swipe area set `target`. */
function touch(touches: Point[], changedTouches: Point[], target: EventTarget = document.body) {
  return { touches, changedTouches, target } as unknown as CommonEvent
}

function swipeHook() {
  const onSwipe = jest.fn()
  let time = 0
  const clock = { set: (ms: number) => (time = ms) }
  const { result } = renderHook(() => useSwipe(onSwipe, () => time))
  const swipe = (from: Point, to: Point, ms: number, target?: EventTarget) => {
    act(() => {
      clock.set(0)
      result.current.onTouchStart(touch([from], [from], target))
      clock.set(ms)
      result.current.onTouchEnd(touch([], [to], target))
    })
  }
  return { onSwipe, result, swipe }
}

describe('useSwipe: touch handlers for a question View (answer-sheet/use-swipe)', () => {
  it('calls back with next for a left swipe and prev for a right one', () => {
    const { onSwipe, swipe } = swipeHook()
    swipe({ clientX: 300, clientY: 200 }, { clientX: 180, clientY: 205 }, 250)
    swipe({ clientX: 100, clientY: 200 }, { clientX: 240, clientY: 190 }, 250)
    expect(onSwipe.mock.calls).toEqual([['next'], ['prev']])
  })

  it('ignores a scroll, a slow drag and an end without a start', () => {
    const { onSwipe, result, swipe } = swipeHook()
    swipe({ clientX: 100, clientY: 400 }, { clientX: 120, clientY: 100 }, 250)
    swipe({ clientX: 300, clientY: 200 }, { clientX: 100, clientY: 200 }, 1500)
    act(() => result.current.onTouchEnd(touch([], [{ clientX: 0, clientY: 0 }])))
    expect(onSwipe).not.toHaveBeenCalled()
  })

  it('ignores a pinch: a second finger cancels the swipe', () => {
    const { onSwipe, result } = swipeHook()
    const first = { clientX: 300, clientY: 200 }
    const second = { clientX: 100, clientY: 300 }
    act(() => {
      result.current.onTouchStart(touch([first], [first]))
      result.current.onTouchStart(touch([first, second], [second]))
      result.current.onTouchEnd(touch([second], [{ clientX: 100, clientY: 200 }]))
    })
    expect(onSwipe).not.toHaveBeenCalled()
  })

  it('ignores a gesture starting in a field, the 会计分录 editor or another no-swipe area', () => {
    document.body.innerHTML = `
      <div class="question">
        <p id="stem">题干</p>
        <input id="amount" />
        <div><textarea id="answer"></textarea></div>
        <div class="entry-editor no-swipe"><span id="side">借</span></div>
      </div>`
    const { onSwipe, swipe } = swipeHook()
    const left = [{ clientX: 300, clientY: 200 }, { clientX: 150, clientY: 200 }, 200] as const
    for (const id of ['amount', 'answer', 'side']) {
      swipe(...left, document.getElementById(id)!)
    }
    expect(onSwipe).not.toHaveBeenCalled()
    swipe(...left, document.getElementById('stem')!)
    expect(onSwipe).toHaveBeenCalledWith('next')
  })

  it('calls the latest callback without new handlers each render', () => {
    const first = jest.fn()
    const second = jest.fn()
    const now = () => 0
    const { result, rerender } = renderHook(({ onSwipe }) => useSwipe(onSwipe, now), {
      initialProps: { onSwipe: first },
    })
    const handlers = result.current
    rerender({ onSwipe: second })
    expect(result.current.onTouchStart).toBe(handlers.onTouchStart)
    act(() => {
      result.current.onTouchStart(touch([{ clientX: 300, clientY: 0 }], []))
      result.current.onTouchEnd(touch([], [{ clientX: 100, clientY: 0 }]))
    })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith('next')
  })
})

function SwipedQuestion({ onSwipe }: { onSwipe: (direction: 'next' | 'prev') => void }) {
  return (
    <View role="article" aria-label="题目" {...useSwipe(onSwipe)}>
      题干
    </View>
  )
}

describe('useSwipe on a Taro View', () => {
  it('turns the question when the browser reports a swipe', () => {
    const onSwipe = jest.fn()
    render(<SwipedQuestion onSwipe={onSwipe} />)
    const question = screen.getByRole('article', { name: '题目' })
    fireEvent.touchStart(question, { touches: [{ clientX: 100, clientY: 200 }] })
    fireEvent.touchEnd(question, { touches: [], changedTouches: [{ clientX: 250, clientY: 200 }] })
    expect(onSwipe).toHaveBeenCalledWith('prev')
  })
})
