import { TAB_SCROLL_THRESHOLD } from '@/constants/ui'

/**
 * spec §9 tab scroll threshold: up to 4 tabs share the bar's width; with more, each tab keeps
 * a fixed width and the bar scrolls, a part of the fifth showing that there is more.
 */
export function tabsLayout(count: number): 'fit' | 'scroll' {
  return count > TAB_SCROLL_THRESHOLD ? 'scroll' : 'fit'
}
