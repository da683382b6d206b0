import { useLaunch } from '@tarojs/taro'
import { configure } from 'mobx'
import { createElement, useState, type PropsWithChildren } from 'react'
import { ErrorBoundary } from './components/error-boundary'
import { entryRedirect } from '@common/constants/routes'
import { errorMessage } from './services/http'
import { background } from './services/notify'
import { reportUncaughtErrors } from './services/uncaught-errors'
import { StoreProvider } from './stores/context'
import { createAppRoot } from './stores/create-app-root-store'
import './app.scss'

configure({ enforceActions: 'observed' })

// iOS WeChat signs the JS-SDK against the address the page was loaded at, before any change.
const landingUrl = process.env.TARO_ENV === 'h5' ? window.location.href : ''

// The route table's redirects and unknown paths are settled before Taro's router reads the
// address, so a cold deep link lands on its page and history holds no dead entry (spec §2).
if (process.env.TARO_ENV === 'h5') {
  const target = entryRedirect(window.location.pathname, window.location.search)
  if (target) window.history.replaceState(window.history.state, '', target)
}

function App({ children }: PropsWithChildren) {
  const [{ root, reporter }] = useState(() => createAppRoot(landingUrl))
  useLaunch(() => {
    reportUncaughtErrors(reporter)
    background(root.app.loadTrainInfo())
  })
  return createElement(
    ErrorBoundary,
    {
      onError: (error) => reporter.report({ kind: 'render', message: errorMessage(error) }),
    },
    createElement(StoreProvider, { value: root }, children),
  )
}

export default App
