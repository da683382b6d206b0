import { TAB_SCROLL_THRESHOLD } from '@/constants/ui'
import { tabsLayout } from '@/utils/tabs'

describe('tab bars (spec §9 tab scroll threshold)', () => {
  it('share the width up to 4 tabs and scroll beyond', () => {
    expect(TAB_SCROLL_THRESHOLD).toBe(4)
    expect([1, 2, 3, 4].map(tabsLayout)).toEqual(['fit', 'fit', 'fit', 'fit'])
    expect([5, 8].map(tabsLayout)).toEqual(['scroll', 'scroll'])
  })
})
