import Taro from '@tarojs/taro'
import {
  currentPlatform,
  matchRoute,
  routeDef,
  routeUrl,
  type RouteArgs,
  type RouteName,
} from '@/constants/routes'

/** Opens a route on top of the current page; a tab on the mini-program switches tabs. */
export function goTo<N extends RouteName>(name: N, ...args: RouteArgs<N>): Promise<unknown> {
  const url = routeUrl(name, ...args)
  if (currentPlatform() === 'weapp' && routeDef(name).tab) return Taro.switchTab({ url })
  return Taro.navigateTo({ url })
}

/** Replaces the current page with a route (no history entry is left behind). */
export function replaceWith<N extends RouteName>(name: N, ...args: RouteArgs<N>): Promise<unknown> {
  const url = routeUrl(name, ...args)
  if (currentPlatform() === 'weapp' && routeDef(name).tab) return Taro.switchTab({ url })
  return Taro.redirectTo({ url })
}

/** Whether there is an earlier page of the app to go back to (false after a deep link). */
export function canGoBack(): boolean {
  return Taro.getCurrentPages().length > 1
}

/** The route of the page below the current one, when there is one. */
export function previousPagePath(): string | undefined {
  const pages = Taro.getCurrentPages()
  return pages.length > 1 ? pages[pages.length - 2].route : undefined
}

/** Back to the previous page, or home when the page was opened by a deep link. */
export function goBackOrHome(): Promise<unknown> {
  if (canGoBack()) return Taro.navigateBack()
  return Taro.reLaunch({ url: routeUrl('home') })
}

/** The address of the page being shown, to come back to after login. */
export function currentAddress(): string {
  if (process.env.TARO_ENV === 'h5') return window.location.pathname + window.location.search
  const router = Taro.getCurrentInstance().router
  const query = Object.entries(router?.params ?? {})
    .filter(([key]) => key !== '$taroTimestamp')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&')
  return `${router?.path ?? ''}${query ? `?${query}` : ''}`
}

/** Opens an address that came as data (a banner's url): an app route inside, a site outside. */
export function openAddress(address: string): void {
  if (/^https?:\/\//i.test(address)) {
    if (process.env.TARO_ENV === 'h5') window.location.href = address
    return
  }
  const path = address.split('?')[0]
  const found = matchRoute(path)
  if (!found) return
  if (process.env.TARO_ENV === 'h5') {
    void Taro.navigateTo({ url: address })
    return
  }
  const { name, params } = found
  void goTo(name, ...([params] as unknown as RouteArgs<typeof name>))
}
