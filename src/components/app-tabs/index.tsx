import { View } from '@tarojs/components'
import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { tabsLayout } from '@/utils/tabs'
import './index.scss'

type TabValue = string | number

export interface AppTabPaneProps {
  title: ReactNode
  value: TabValue
  /** The pane's content; tabs without any act as a switch over content drawn elsewhere. */
  children?: ReactNode
}

/** One tab of AppTabs: its props are read by AppTabs, which draws it. */
export function AppTabPane(_props: AppTabPaneProps): null {
  return null
}

interface AppTabsProps<V extends TabValue> {
  value: V
  onChange?: (value: V) => void
  /** The tab list's accessible name. */
  label?: string
  className?: string
  children: ReactNode
}

const NEXT_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
}

/**
 * A bar of tabs over the chosen pane, laid out by spec §9's tab scroll threshold
 * (utils/tabs.ts). Ours rather than NutUI's Tabs: a page needs only this much of it, NutUI's
 * weighs 7 KB on pages held to a first-load budget, and its titles cannot be reached by
 * keyboard. WAI-ARIA tabs: the chosen tab is the one in the tab order, arrows move the choice.
 */
export function AppTabs<V extends TabValue>({
  value,
  onChange,
  label,
  className,
  children,
}: AppTabsProps<V>) {
  const baseId = useId()
  const panes = Children.toArray(children).filter((child): child is ReactElement<AppTabPaneProps> =>
    isValidElement(child),
  )
  const layout = tabsLayout(panes.length)
  const chosen = panes.find((pane) => pane.props.value === value)
  const hasPanel = chosen?.props.children !== undefined
  const idOf = (index: number, part: 'tab' | 'panel') => `${baseId}-${part}-${index}`

  const choose = (index: number) => {
    const next = panes[index]?.props.value as V | undefined
    if (next === undefined) return
    if (next !== value) onChange?.(next)
    // Only the browser has focus to move: the mini-program has no keyboard.
    if (typeof document !== 'undefined') document.getElementById(idOf(index, 'tab'))?.focus()
  }
  const onKeyDown = (index: number) => (event: { key: string; preventDefault?: () => void }) => {
    const step = NEXT_KEYS[event.key]
    if (step !== undefined) {
      event.preventDefault?.()
      choose((index + step + panes.length) % panes.length)
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault?.()
      choose(event.key === 'Home' ? 0 : panes.length - 1)
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault?.()
      choose(index)
    }
  }

  return (
    <View className={`app-tabs app-tabs--${layout} ${className ?? ''}`.trim()}>
      <View className="app-tabs__bar" role="tablist" aria-label={label}>
        {panes.map((pane, index) => {
          const on = pane.props.value === value
          const keyboard = { tabIndex: on ? 0 : -1, onKeyDown: onKeyDown(index) }
          return (
            <View
              key={String(pane.props.value)}
              id={idOf(index, 'tab')}
              role="tab"
              aria-selected={on}
              aria-controls={on && hasPanel ? idOf(index, 'panel') : undefined}
              className={`app-tabs__tab${on ? ' app-tabs__tab--on' : ''}`}
              onClick={() => choose(index)}
              {...(keyboard as Record<string, unknown>)}
            >
              {pane.props.title}
            </View>
          )
        })}
      </View>
      {chosen && hasPanel && (
        <View
          id={idOf(panes.indexOf(chosen), 'panel')}
          role="tabpanel"
          aria-labelledby={idOf(panes.indexOf(chosen), 'tab')}
          className="app-tabs__panel"
        >
          {chosen.props.children}
        </View>
      )}
    </View>
  )
}
