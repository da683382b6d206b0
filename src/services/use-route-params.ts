import { useRouter } from '@tarojs/taro'
import type { RouteName, RouteParams } from '@common/constants/routes'

/**
 * The path parameters (read off the public path on H5, the query on the mini-program) and the
 * query parameters of the current page, as strings.
 */
export function useRouteParams<N extends RouteName>(): Partial<
  Record<keyof RouteParams<N>, string>
> &
  Record<string, string | undefined> {
  const { params } = useRouter()
  const decode = (value: string) => {
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      value === undefined ? undefined : decode(String(value)),
    ]),
  ) as Partial<Record<keyof RouteParams<N>, string>> & Record<string, string | undefined>
}
