import { View, type CommonEvent, type ITouchEvent } from '@tarojs/components'
import { useRef, useState } from 'react'
import { FOCUSABLE } from '@/constants/accessibility'
import { materialHeight } from '@/utils/practice'

/** How far one arrow key moves the split. */
const KEY_STEP = 24

function viewportHeight(): number {
  return typeof window === 'undefined' ? 640 : window.innerHeight
}

/**
 * A case's material pinned above its sub-questions while they scroll, in a box of its own
 * height; the handle under it drags (or, focused, moves by the arrow keys) the split, and the
 * height chosen is kept for the next case (`onResize`, once the drag ends).
 */
export function MaterialPanel({
  title,
  stem,
  height,
  onResize,
}: {
  title: string
  stem: string
  /** The height kept; null for the default share of the screen. */
  height: number | null
  onResize: (height: number) => void
}) {
  const viewport = viewportHeight()
  const kept = materialHeight(height ?? viewport * 0.32, viewport)
  // The height being set here (a drag, the keys) until the kept one catches up.
  const [dragged, setDragged] = useState<number | null>(null)
  const start = useRef<{ y: number; height: number } | null>(null)
  const shown = dragged ?? kept
  // Two keys pressed before a render both count.
  const latest = useRef(shown)
  latest.current = shown
  const most = materialHeight(Number.MAX_SAFE_INTEGER, viewport)
  const least = materialHeight(0, viewport)

  const move = (delta: number) => {
    const next = materialHeight(latest.current + delta, viewport)
    latest.current = next
    setDragged(next)
    onResize(next)
  }
  // Taro types touch handlers with CommonEvent; the event has its touches on every platform.
  const touchY = (event: CommonEvent) => (event as unknown as ITouchEvent).touches[0].clientY
  return (
    <View className="material-panel">
      <View
        className="material-panel__body question-view__material"
        style={{ height: `${shown}px` }}
        aria-label={title || '案例资料'}
      >
        {title ? <View className="question-view__section">{title}</View> : null}
        {stem}
      </View>
      <View
        className="material-panel__handle no-swipe"
        role="separator"
        aria-orientation="horizontal"
        aria-label="拖动调整材料高度"
        aria-valuemin={least}
        aria-valuemax={most}
        aria-valuenow={shown}
        {...FOCUSABLE}
        {...{
          onKeyDown: (event: { key: string; preventDefault?: () => void }) => {
            if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
            event.preventDefault?.()
            move(event.key === 'ArrowDown' ? KEY_STEP : -KEY_STEP)
          },
        }}
        onTouchStart={(event: CommonEvent) => {
          start.current = { y: touchY(event), height: shown }
        }}
        onTouchMove={(event: CommonEvent) => {
          if (!start.current) return
          const delta = touchY(event) - start.current.y
          setDragged(materialHeight(start.current.height + delta, viewport))
        }}
        onTouchEnd={() => {
          if (dragged !== null) onResize(dragged)
          start.current = null
          setDragged(null)
        }}
      >
        <View className="material-panel__grip" />
      </View>
    </View>
  )
}
