import { useEffect, useState } from 'react'
import { routeDef, type RouteName } from '@common/constants/routes'
import { currentAddress, replaceWith } from '@/services/navigation'
import { background } from '@/services/notify'
import type { AppStore } from '@/stores/app-store'

export type GuardState = 'checking' | 'allowed'

/**
 * spec §2/§4: a login-required route runs the login check before entry; anything but code
 * 200 sends the user to /login with the address they asked for as returnurl. While the session
 * flag is set the check is skipped and the page opens at once; the flag is then confirmed with
 * the server once per start of the app, so a session that ended meanwhile is noticed (the
 * request layer's 401 handler, stores/session-policy.ts, then sends the learner to log in).
 */
export function useLoginGuard(route: RouteName, app: AppStore): GuardState {
  const needsLogin = routeDef(route).loginRequired === true
  const [state, setState] = useState<GuardState>(
    needsLogin && !app.isLogin ? 'checking' : 'allowed',
  )

  useEffect(() => {
    if (!needsLogin) return
    if (app.isLogin) {
      background(app.verifySession())
      return
    }
    let cancelled = false
    background(
      app.checkLogin().then((loggedIn) => {
        if (cancelled) return
        if (loggedIn) setState('allowed')
        else replaceWith('login', {}, { returnurl: currentAddress() })
      }),
    )
    return () => {
      cancelled = true
    }
  }, [app, needsLogin])

  return state
}
