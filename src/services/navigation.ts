import Taro from '@tarojs/taro'
import {
  currentPlatform,
  entryRedirect,
  isTab,
  TAB_ROUTES,
  matchRoute,
  routeDef,
  routeUrl,
  ROUTE_TABLE,
  type RouteArgs,
  type RouteName,
} from '@common/constants/routes'

/**
 * Navigations are started, not awaited: one that fails (a page that would not open) is
 * logged, never left as an unhandled rejection.
 */
function settled(navigation: Promise<unknown>, url: string): void {
  navigation.catch((error: unknown) => console.warn(`navigation to ${url} failed`, error))
}

/** Opens a route on top of the current page; a tab on the mini-program switches tabs. */
export function goTo<N extends RouteName>(name: N, ...args: RouteArgs<N>): void {
  const url = routeUrl(name, ...args)
  if (currentPlatform() === 'weapp' && isTab(name)) return settled(Taro.switchTab({ url }), url)
  return settled(Taro.navigateTo({ url }), url)
}

/** Replaces the current page with a route (no history entry is left behind). */
export function replaceWith<N extends RouteName>(name: N, ...args: RouteArgs<N>): void {
  const url = routeUrl(name, ...args)
  if (currentPlatform() === 'weapp' && isTab(name)) return settled(Taro.switchTab({ url }), url)
  return settled(Taro.redirectTo({ url }), url)
}

/**
 * Opens a tab on H5. Returning to the tab just below goes back instead of stacking another
 * copy, so switching between two tabs does not grow the page stack; any other tab is pushed,
 * so browser back still returns to the previous tab.
 */
export function goToTab<N extends RouteName>(name: N): void {
  if (currentPlatform() === 'h5' && canGoBack() && isPageOf(previousPagePath(), name)) {
    return settled(Taro.navigateBack(), routeDef(name).path)
  }
  return goTo(name, ...([] as unknown as RouteArgs<N>))
}

/** Whether a page path of Taro's page stack shows the given route. */
export function isPageOf(pagePath: string | undefined, name: RouteName): boolean {
  if (pagePath === undefined) return false
  const path = pagePath.split('?')[0]
  const route = routeDef(name)
  return path === route.page || path === `/${route.page}` || matchRoute(path)?.name === name
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
export function goBackOrHome(): void {
  if (canGoBack()) return settled(Taro.navigateBack(), 'back')
  const url = routeUrl('home')
  return settled(Taro.reLaunch({ url }), url)
}

/** The route of the page being shown, if it is one of the table's. */
export function currentRoute(): RouteName | undefined {
  if (process.env.TARO_ENV === 'h5') return matchRoute(window.location.pathname)?.name
  const pages = Taro.getCurrentPages()
  const page = pages[pages.length - 1]?.route
  return (Object.keys(ROUTE_TABLE) as RouteName[]).find((name) => isPageOf(page, name))
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

/**
 * Opens an address that came as data (a banner's url): another site in the browser, an app
 * address through the route table's redirects, so legacy links still land on their page.
 */
export function openAddress(address: string): void {
  if (/^https?:\/\//i.test(address)) {
    if (process.env.TARO_ENV === 'h5') window.location.assign(address)
    return
  }
  const [path, query = ''] = address.split('?')
  const search = query ? `?${query}` : ''
  const target = entryRedirect(path, search) ?? address
  if (currentPlatform() === 'h5') return settled(Taro.navigateTo({ url: target }), target)
  const found = matchRoute(target.split('?')[0])
  if (!found) return
  const targetQuery = Object.fromEntries(new URLSearchParams(target.split('?')[1] ?? ''))
  return goTo(
    found.name,
    ...([found.params, targetQuery] as unknown as RouteArgs<typeof found.name>),
  )
}

/**
 * After login: replaces the login page with the address the learner asked for (already
 * checked to be a path of this site), through the route table's redirects.
 */
export function returnTo(address: string): void {
  if (currentPlatform() === 'h5') {
    const [path, query = ''] = address.split('?')
    const target = entryRedirect(path, query ? `?${query}` : '') ?? address
    return settled(Taro.redirectTo({ url: target }), target)
  }
  const path = address.split('?')[0].replace(/^\//, '')
  const tab = TAB_ROUTES.find((name) => routeDef(name).page === path)
  return settled(
    tab ? Taro.switchTab({ url: address }) : Taro.redirectTo({ url: address }),
    address,
  )
}
