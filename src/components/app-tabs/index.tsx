import { Tabs } from '@nutui/nutui-react-taro'
import { Children, type ComponentProps } from 'react'
import { tabsLayout } from '@/utils/tabs'
import './index.scss'

/** NutUI's Tabs, laid out by spec §9's tab scroll threshold (utils/tabs.ts). */
export function AppTabs({ className, children, ...props }: ComponentProps<typeof Tabs>) {
  const layout = tabsLayout(Children.count(children))
  return (
    <Tabs {...props} className={`app-tabs app-tabs--${layout} ${className ?? ''}`.trim()}>
      {children}
    </Tabs>
  )
}

/** A pane of AppTabs: NutUI's own. */
export const AppTabPane: typeof Tabs.TabPane = Tabs.TabPane
