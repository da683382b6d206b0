import { ROUTE_TABLE, type RouteName } from './routes'

/** The user centre's menu (spec §1), in the order learners look for them. */
export const USER_MENU: readonly { to: RouteName; label: string }[] = [
  { to: 'userStudyRecent', label: '最近学习' },
  { to: 'userStudyCourse', label: ROUTE_TABLE.userStudyCourse.title },
  { to: 'userStudyLiveLists', label: '我的直播' },
  { to: 'userPoints', label: ROUTE_TABLE.userPoints.title },
  { to: 'userClassroom', label: ROUTE_TABLE.userClassroom.title },
  { to: 'userOrder', label: ROUTE_TABLE.userOrder.title },
  { to: 'userExpress', label: ROUTE_TABLE.userExpress.title },
  { to: 'userProfile', label: ROUTE_TABLE.userProfile.title },
  { to: 'userAddress', label: ROUTE_TABLE.userAddress.title },
  { to: 'userFeedback', label: ROUTE_TABLE.userFeedback.title },
  { to: 'userAbout', label: ROUTE_TABLE.userAbout.title },
  { to: 'userSetting', label: ROUTE_TABLE.userSetting.title },
]

/** What /user asks a visitor to log in for. */
export const USER_LOGIN_NOTICE = '登录后可查看课程、订单与学习记录'
