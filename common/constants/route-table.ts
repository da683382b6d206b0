/**
 * The spec's route table (§2): every public path, the Taro page that renders it, its title and
 * whether it needs a logged-in user. It is plain data with no imports so that the Taro build
 * config, app.config.ts, the app and the server can all read the one table.
 */
export interface RouteDef {
  /** Taro page path, without a leading slash. */
  readonly page: string
  /** Public H5 path in path-to-regexp syntax. */
  readonly path: string
  /** Title shown in the page header. */
  readonly title: string
  readonly loginRequired?: boolean
  /** One of the four bottom-navigation tabs. */
  readonly tab?: boolean
}

export const ROUTE_TABLE = {
  home: { page: 'pages/home/index', path: '/home', title: '首页', tab: true },
  freeList: { page: 'pages/home/list/index', path: '/home/list/:type', title: '免费资料' },
  course: { page: 'pages/course/index', path: '/course', title: '课程', tab: true },
  live: { page: 'pages/live/index', path: '/live', title: '直播' },
  liveCourse: { page: 'pages/study/live/index', path: '/study/live/:courseId', title: '直播课程' },
  courseInfo: {
    page: 'pages/study/course/index',
    path: '/study/course/:courseId',
    title: '课程详情',
  },
  studyLesson: {
    page: 'pages/study/lesson/index',
    path: '/study/course/:courseId/lesson/:lessonId',
    title: '课时学习',
  },
  class: { page: 'pages/study/class/index', path: '/study/class/:classId', title: '班级' },
  test: { page: 'pages/test/index', path: '/test', title: '题库', tab: true },
  exam: {
    page: 'pages/test/exam/index',
    path: '/test/exam/:examId/subject/:subjectId',
    title: '题库',
  },
  examProv: {
    page: 'pages/test/exam/index',
    path: '/test/exam/:examId/subject/:subjectId/p/:provId',
    title: '题库',
  },
  testHome: {
    page: 'pages/test/home/index',
    path: '/test/home/exam/:examId/subject/:subjectId',
    title: '题库首页',
  },
  testHomeBySubject: {
    page: 'pages/test/home/index',
    path: '/test/home/subject/:subjectId',
    title: '题库首页',
  },
  testHomeByExam: {
    page: 'pages/test/home/index',
    path: '/test/home/exam/:examId',
    title: '题库首页',
  },
  bankList: {
    page: 'pages/test/list/index',
    path: '/test/list/subject/:subjectId/kind/:kind',
    title: '题库练习',
  },
  bankPoint: {
    page: 'pages/test/point/index',
    path: '/test/knowledge/:pointId',
    title: '知识点',
  },
  wrongQuestion: {
    page: 'pages/test/wrong/index',
    path: '/test/wrong/:questionId',
    title: '错题详情',
    loginRequired: true,
  },
  practice: {
    page: 'pages/test/practice/index',
    path: '/test/practice/paper/:paperId/mode/:mode',
    title: '开始练习',
    loginRequired: true,
  },
  attempt: {
    page: 'pages/test/attempt/index',
    path: '/test/attempt/:attemptId',
    title: '答题',
    loginRequired: true,
  },
  attemptReport: {
    page: 'pages/test/report/index',
    path: '/test/attempt/:attemptId/report',
    title: '成绩报告',
    // Open: a shared report's link shows its score to the friend who taps it, logged in or not.
  },
  confirmOrder: {
    page: 'pages/order/confirm/index',
    path: '/order/confirm/id/:id/type/:type',
    title: '确认订单',
  },
  placeOrder: { page: 'pages/order/place/index', path: '/order/place/:orderId', title: '支付订单' },
  login: { page: 'pages/login/index', path: '/login', title: '登录' },
  register: { page: 'pages/login/register/index', path: '/login/register', title: '注册' },
  goods: { page: 'pages/goods/store/index', path: '/goodsStore', title: '商品' },
  goodsBuy: { page: 'pages/goods/buy/index', path: '/goodsBuy/:courseId', title: '购买商品' },
  searchResult: { page: 'pages/search/index', path: '/search', title: '搜索' },
  liveJoin: {
    page: 'pages/live/join/index',
    path: '/new/home/webcast/join/id/:id',
    title: '进入直播',
  },
  user: { page: 'pages/user/index', path: '/user', title: '我的', tab: true },
  userStudyRecent: {
    page: 'pages/user/study/recent/index',
    path: '/user/study/recent',
    title: '我的课程',
    loginRequired: true,
  },
  userStudyCourse: {
    page: 'pages/user/study/course/index',
    path: '/user/study/course',
    title: '我的课程',
    loginRequired: true,
  },
  userStudyLiveLists: {
    page: 'pages/user/study/live-lists/index',
    path: '/user/study/live-lists',
    title: '我的课程',
    loginRequired: true,
  },
  userStudyLiveCourse: {
    page: 'pages/user/study/live-course/index',
    path: '/user/study/live-course',
    title: '我的课程',
    loginRequired: true,
  },
  userClassroom: {
    page: 'pages/user/study/classroom/index',
    path: '/user/study/classroom',
    title: '我的班级',
    loginRequired: true,
  },
  userPoints: {
    page: 'pages/user/points/index',
    path: '/user/points',
    title: '我的积分',
    loginRequired: true,
  },
  userSetting: {
    page: 'pages/user/setting/index',
    path: '/user/setting',
    title: '设置',
    loginRequired: true,
  },
  userAbout: { page: 'pages/user/about/index', path: '/user/about', title: '关于我们' },
  userAgreement: { page: 'pages/user/agreement/index', path: '/user/agreement', title: '用户协议' },
  userPrivacy: { page: 'pages/user/privacy/index', path: '/user/privacy', title: '隐私政策' },
  userExpress: {
    page: 'pages/user/express/index',
    path: '/user/express',
    title: '物流信息',
    loginRequired: true,
  },
  userOrder: {
    page: 'pages/user/order/index',
    path: '/user/order',
    title: '我的订单',
    loginRequired: true,
  },
  userOrderExpress: {
    page: 'pages/user/order/express/index',
    path: '/user/order/express/:orderId',
    title: '订单物流',
    loginRequired: true,
  },
  userOrderDetail: {
    page: 'pages/user/order/detail/index',
    path: '/user/order/detail/:orderId',
    title: '订单详情',
    loginRequired: true,
  },
  userProfile: {
    page: 'pages/user/profile/index',
    path: '/user/profile',
    title: '个人资料',
    loginRequired: true,
  },
  userProfileMobile: {
    page: 'pages/user/profile/mobile/index',
    path: '/user/profile/mobile',
    title: '绑定手机',
  },
  userAddress: {
    page: 'pages/user/profile/address/index',
    path: '/user/profile/address',
    title: '收货地址',
    loginRequired: true,
  },
  userAddressAdd: {
    page: 'pages/user/profile/address-add/index',
    path: '/user/profile/address/add',
    title: '新增收货地址',
    loginRequired: true,
  },
  userName: {
    page: 'pages/user/profile/name/index',
    path: '/user/profile/name',
    title: '真实姓名',
    loginRequired: true,
  },
  userNickname: {
    page: 'pages/user/profile/nickname/index',
    path: '/user/profile/nickname',
    title: '昵称',
    loginRequired: true,
  },
  userEmail: {
    page: 'pages/user/profile/email/index',
    path: '/user/profile/email',
    title: '邮箱',
    loginRequired: true,
  },
  userQQ: {
    page: 'pages/user/profile/qq/index',
    path: '/user/profile/QQ',
    title: 'QQ号码',
    loginRequired: true,
  },
  userFeedback: { page: 'pages/user/feedback/index', path: '/user/feedback', title: '意见反馈' },
  notFound: { page: 'pages/not-found/index', path: '/404', title: '页面不存在' },
} as const satisfies Record<string, RouteDef>

export type RouteName = keyof typeof ROUTE_TABLE

/** The bottom navigation's tabs (spec §1): home, course, question bank, my account. */
export type TabName = {
  [K in RouteName]: (typeof ROUTE_TABLE)[K] extends { tab: true } ? K : never
}[RouteName]

/** The tabs in the order of the table, which is the spec's order. */
export const TAB_ROUTES = (Object.keys(ROUTE_TABLE) as RouteName[]).filter(
  (name) => (ROUTE_TABLE[name] as RouteDef).tab === true,
) as TabName[]

/** Whether a route is one of the bottom navigation's tabs. */
export function isTab(name: RouteName): name is TabName {
  return (TAB_ROUTES as RouteName[]).includes(name)
}

/**
 * Paths of the route table that only forward to another route (§2). `to` names the target and
 * the target's parameters are taken from the matched source path.
 */
export const ROUTE_REDIRECTS: readonly { readonly from: string; readonly to: RouteName }[] = [
  { from: '/', to: 'home' },
  { from: '/study/courseinfo/:courseId', to: 'courseInfo' },
  { from: '/study/courseinfo/:courseId/lesson/:lessonId', to: 'studyLesson' },
  { from: '/account/class/:classId', to: 'class' },
  { from: '/user/study', to: 'userStudyRecent' },
  // The table lists "/address/add" among /user/profile's children; a bare /address/add is
  // accepted too so that either reading of the spec reaches the form.
  { from: '/address/add', to: 'userAddressAdd' },
]

/** Taro page paths in app.config order: the first is the launch page. */
export const PAGE_PATHS: string[] = [
  ...new Set(Object.values(ROUTE_TABLE).map((route: RouteDef) => route.page)),
]

/** customRoutes for the Taro H5 router: each page with every public path it answers to. */
export function customRoutes(): Record<string, string | string[]> {
  const byPage: Record<string, string[]> = {}
  for (const route of Object.values(ROUTE_TABLE) as RouteDef[]) {
    const key = `/${route.page}`
    byPage[key] = [...(byPage[key] ?? []), route.path]
  }
  return Object.fromEntries(
    Object.entries(byPage).map(([page, paths]) => [page, paths.length === 1 ? paths[0] : paths]),
  )
}
