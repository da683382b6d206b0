/**
 * The learners' home navigation (issue 28): the icons an entry may have, by name, with what the
 * console calls each; the app draws them with NutUI's icons.
 */
export const HOME_NAV_ICONS = {
  category: '分类',
  video: '直播',
  articles: '资料',
  play: '视频',
  store: '商城',
  edit: '题库',
  search: '搜索',
  gift: '礼物',
  coupon: '优惠券',
  star: '收藏',
  notice: '公告',
  message: '消息',
  order: '订单',
  cart: '购物车',
  location: '地址',
  tips: '提示',
} as const

export type HomeNavIcon = keyof typeof HOME_NAV_ICONS

/** Entries the school may put in the navigation (联系老师 is always added after them). */
export const HOME_NAV_MAX_ENTRIES = 11

/** Characters of an entry's label: five fit under an icon at 320 px. */
export const HOME_NAV_LABEL_MAX = 5
