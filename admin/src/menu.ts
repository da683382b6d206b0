import type { StaffRole } from '@common/constants/staff'

/** A page of the console, and the roles that may open it ('all': every staff account). */
export interface ConsolePage {
  path: string
  name: string
  roles: readonly StaffRole[] | 'all'
  /** Opened from another page (an item's editor), not listed in the menu. */
  hidden?: boolean
}

/**
 * The console's pages in menu order. A page lists the same roles as the API routes it calls
 * (docs/routes.md), so the menu never offers what the server would refuse.
 */
export const CONSOLE_PAGES: readonly ConsolePage[] = [
  { path: '/', name: '工作台', roles: 'all' },
  { path: '/courses', name: '课程管理', roles: ['content'] },
  { path: '/courses/:id', name: '编辑课程', roles: ['content'], hidden: true },
  { path: '/classrooms', name: '班级管理', roles: ['content'] },
  { path: '/goods', name: '商品管理', roles: ['content'] },
  { path: '/banners', name: '首页轮播', roles: ['content'] },
  { path: '/home-layout', name: '首页导航与推荐', roles: ['content'] },
  { path: '/lives', name: '直播管理', roles: ['content', 'teacher'] },
  { path: '/bank/catalogue', name: '题库目录', roles: ['content'] },
  { path: '/bank/questions', name: '题目管理', roles: ['content'] },
  { path: '/bank/papers', name: '试卷管理', roles: ['content'] },
  { path: '/bank/papers/:id', name: '组卷', roles: ['content'], hidden: true },
  { path: '/bank/import', name: '题库导入', roles: ['content'] },
  { path: '/staff', name: '员工账号', roles: ['admin'] },
  { path: '/audit', name: '操作日志', roles: ['admin'] },
]

/** Whether a role may open a page: an admin opens every page. */
export function mayOpen(role: StaffRole, page: ConsolePage): boolean {
  return role === 'admin' || page.roles === 'all' || page.roles.includes(role)
}

/** The menu a role sees: only the pages it may open. */
export function menuFor(role: StaffRole): ConsolePage[] {
  return CONSOLE_PAGES.filter((page) => !page.hidden && mayOpen(role, page))
}
