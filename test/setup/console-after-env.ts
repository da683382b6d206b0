import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'

// antd reads the viewport's width through matchMedia (responsive grids, ProLayout's sider),
// which jsdom lacks: a desktop-wide screen, as the console is used.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
})

// antd measures scroll bars with getComputedStyle on pseudo-elements, which jsdom refuses.
const computedStyle = window.getComputedStyle.bind(window)
window.getComputedStyle = (element: Element) => computedStyle(element)

// The console's pages load as chunks of their own (React.lazy) and antd renders heavily: on
// a busy 2-core machine a page takes more than Testing Library's 1 s default to appear.
configure({ asyncUtilTimeout: 8000 })
