import '@testing-library/jest-dom'
import { Current } from '@tarojs/runtime'

// Taro's selector queries (NutUI Tabs measures its titles with them) look for the current
// page's element by id; in a component test the whole document is that page.
beforeEach(() => {
  document.body.id = 'jest-page'
  Current.page = { path: 'jest-page' } as typeof Current.page
})

// NutUI passes mini-program props (catchMove, and ariaRole/ariaLabel for its dialogs and
// toasts) to Taro's H5 components, and Taro's Input passes placeholderClass on to the DOM:
// React warns about each in every test that renders them. Exactly those warnings are dropped,
// so that a real warning stands out.
const TARO_NUTUI_PROP_WARNINGS: { format: RegExp; props: string[] }[] = [
  {
    format: /^Warning: React does not recognize the `%s` prop on a DOM element/,
    props: ['catchMove', 'placeholderClass'],
  },
  { format: /^Warning: Invalid ARIA attribute `%s`/, props: ['ariaRole', 'ariaLabel'] },
]
const consoleError = console.error.bind(console)
console.error = (...args: unknown[]) => {
  const [format, prop] = args
  const known = TARO_NUTUI_PROP_WARNINGS.some(
    (warning) =>
      typeof format === 'string' &&
      warning.format.test(format) &&
      warning.props.includes(String(prop)),
  )
  if (!known) consoleError(...args)
}
