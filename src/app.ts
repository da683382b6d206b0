import { useLaunch } from '@tarojs/taro'
import { createElement, useState, type PropsWithChildren } from 'react'
import { configure } from 'mobx'
import { entryRedirect } from './constants/routes'
import { createAppRootStore } from './stores/create-app-root-store'
import { StoreProvider } from './stores/context'
import './app.scss'

configure({ enforceActions: 'observed' })

// The route table's redirects and unknown paths are settled before Taro's router reads the
// address, so a cold deep link lands on its page and history holds no dead entry (spec §2).
if (process.env.TARO_ENV === 'h5') {
  const target = entryRedirect(window.location.pathname, window.location.search)
  if (target) window.history.replaceState(window.history.state, '', target)
}

function App({ children }: PropsWithChildren) {
  const [root] = useState(createAppRootStore)
  useLaunch(() => {
    void root.app.loadTrainInfo()
  })
  return createElement(StoreProvider, { value: root }, children)
}

export default App
