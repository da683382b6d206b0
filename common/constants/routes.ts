/**
 * The one typed module that builds and reads every route's URL: the public path on H5, the
 * page path with a query on the mini-program. No page writes a URL by hand.
 */
import { compile, match } from 'path-to-regexp'
import { ROUTE_REDIRECTS, ROUTE_TABLE, type RouteDef, type RouteName } from './route-table'

export { ROUTE_TABLE, TAB_ROUTES, isTab, type RouteName, type TabName } from './route-table'

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

/** The path parameters of a route, read off its path pattern. */
export type RouteParams<N extends RouteName> = {
  [K in ParamNames<(typeof ROUTE_TABLE)[N]['path']>]: string | number
}

export type RouteQuery = Record<string, string | number | undefined>

/** Arguments after the route name: params are required exactly when the path has some. */
export type RouteArgs<N extends RouteName> = [ParamNames<(typeof ROUTE_TABLE)[N]['path']>] extends [
  never,
]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [params: RouteParams<N>, query?: RouteQuery]

export type Platform = 'h5' | 'weapp'

/** The build target; the Taro build replaces process.env.TARO_ENV. */
export function currentPlatform(): Platform {
  return process.env.TARO_ENV === 'weapp' ? 'weapp' : 'h5'
}

function queryString(query: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

function stringParams(params: Record<string, string | number> = {}): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]))
}

/** The route's definition. */
export function routeDef(name: RouteName): RouteDef {
  return ROUTE_TABLE[name]
}

/** The URL that opens a route on the given platform. */
export function routeUrlFor<N extends RouteName>(
  platform: Platform,
  name: N,
  ...[params, query = {}]: RouteArgs<N>
): string {
  const route: RouteDef = ROUTE_TABLE[name]
  const values = stringParams(params as Record<string, string | number> | undefined)
  if (platform === 'weapp') return `/${route.page}${queryString({ ...values, ...query })}`
  return compile(route.path, { encode: encodeURIComponent })(values) + queryString(query)
}

/** The URL that opens a route on this build's platform. */
export function routeUrl<N extends RouteName>(name: N, ...args: RouteArgs<N>): string {
  return routeUrlFor(currentPlatform(), name, ...args)
}

/** Decodes a path segment; a malformed escape is kept as it is instead of throwing. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

// Case and a trailing slash are forgiven when matching; entryRedirect then moves the address
// to the table's own spelling, which is the only one Taro's router knows.
const MATCH_OPTIONS = { decode: safeDecode, sensitive: false, strict: false }

const matchers = (Object.keys(ROUTE_TABLE) as RouteName[]).map((name) => ({
  name,
  test: match<Record<string, string>>(ROUTE_TABLE[name].path, MATCH_OPTIONS),
}))

/** The route a public path belongs to, with its parameters; null when none does. */
export function matchRoute(
  pathname: string,
): { name: RouteName; params: Record<string, string> } | null {
  for (const { name, test } of matchers) {
    const found = test(pathname)
    if (found) return { name, params: { ...found.params } }
  }
  return null
}

const redirectMatchers = ROUTE_REDIRECTS.map((redirect) => ({
  ...redirect,
  test: match<Record<string, string>>(redirect.from, MATCH_OPTIONS),
}))

/**
 * Where an H5 address should go before the router sees it: the target of a redirect of the
 * route table, the table's own spelling of a route (case, trailing slash), the not-found page
 * for an unknown path, or null when the address is already a route of the app as it stands.
 */
export function entryRedirect(pathname: string, search = ''): string | null {
  for (const redirect of redirectMatchers) {
    const found = redirect.test(pathname)
    if (found) return routeUrlFor('h5', redirect.to, found.params as never) + search
  }
  const found = matchRoute(pathname)
  if (!found) return routeUrlFor('h5', 'notFound', {}, { from: pathname })
  const canonical = routeUrlFor('h5', found.name, found.params as never)
  return canonical === pathname ? null : canonical + search
}
