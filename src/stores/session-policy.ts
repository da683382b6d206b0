import { routeDef } from '@common/constants/routes'
import { currentAddress, currentRoute, replaceWith } from '@/services/navigation'
import type { AppStore } from './app-store'

/**
 * The app's answer to a call refused with 401 (the request layer's unauthorized handler):
 * the session ended on the server (logout elsewhere, expiry, a password reset). The learner
 * is logged out here too, and a page that needs a login goes to /login with its address as
 * returnurl (spec §2: a failed check goes to login). A visitor's 401 changes nothing: the
 * guard has already sent them to log in where a login is needed.
 */
export function sessionEnded(app: AppStore): void {
  const wasLoggedIn = app.isLogin
  app.setLoggedOut()
  const route = currentRoute()
  if (wasLoggedIn && route && routeDef(route).loginRequired) {
    replaceWith('login', {}, { returnurl: currentAddress() })
  }
}
