import type { PageConfig } from '@tarojs/taro'
import { ROUTE_TABLE, type RouteName } from '@common/constants/route-table'

/**
 * A page's Taro config. The title is set for the mini-program's native bar only: on H5 the
 * document title follows train_name (spec §1) and the page header shows the route's title.
 * Every mini-program page can be shared (to a chat and to 朋友圈); a page's own card comes from
 * components/share-card, else WeChat shares the page as it is.
 */
export function pageConfig(name: RouteName): PageConfig {
  if (process.env.TARO_ENV === 'h5') return {}
  return {
    navigationBarTitleText: ROUTE_TABLE[name].title,
    enableShareAppMessage: true,
    enableShareTimeline: true,
  }
}
