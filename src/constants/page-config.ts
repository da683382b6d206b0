import type { PageConfig } from '@tarojs/taro'
import { ROUTE_TABLE, type RouteName } from './route-table'

/**
 * A page's Taro config. The title is set for the mini-program's native bar only: on H5 the
 * document title follows train_name (spec §1) and the page header shows the route's title.
 */
export function pageConfig(name: RouteName): PageConfig {
  return process.env.TARO_ENV === 'h5' ? {} : { navigationBarTitleText: ROUTE_TABLE[name].title }
}
