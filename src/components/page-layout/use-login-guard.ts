import { useEffect, useState } from 'react'
import { routeDef, type RouteName } from '@/constants/routes'
import { currentAddress, replaceWith } from '@/services/navigation'
import type { AppStore } from '@/stores/app-store'

export type GuardState = 'checking' | 'allowed'

/**
 * spec §2/§4: a login-required route runs the login check before entry; anything but code
 * 200 sends the user to /login with the address they asked for as returnurl.
 */
export function useLoginGuard(route: RouteName, app: AppStore): GuardState {
  const needsLogin = routeDef(route).loginRequired === true
  const [state, setState] = useState<GuardState>(
    needsLogin && !app.isLogin ? 'checking' : 'allowed',
  )

  useEffect(() => {
    if (!needsLogin) return
    let cancelled = false
    void app.checkLogin().then((loggedIn) => {
      if (cancelled) return
      if (loggedIn) setState('allowed')
      else void replaceWith('login', {}, { returnurl: currentAddress() })
    })
    return () => {
      cancelled = true
    }
  }, [app, needsLogin])

  return state
}
