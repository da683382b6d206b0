import '@testing-library/jest-dom'
import { Current } from '@tarojs/runtime'

// Taro's selector queries (NutUI Tabs measures its titles with them) look for the current
// page's element by id; in a component test the whole document is that page.
beforeEach(() => {
  document.body.id = 'jest-page'
  Current.page = { path: 'jest-page' } as typeof Current.page
})
