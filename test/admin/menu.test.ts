import { STAFF_ROLES } from '@common/constants/staff'
import { CONSOLE_PAGES, mayOpen, menuFor } from '../../admin/src/menu'

describe("the console's menu", () => {
  it('shows an admin every page', () => {
    expect(menuFor('admin').map((page) => page.name)).toEqual([
      '工作台',
      '课程管理',
      '班级管理',
      '商品管理',
      '首页轮播',
      '首页导航与推荐',
      '直播管理',
      '题库目录',
      '题目管理',
      '试卷管理',
      '题库导入',
      '员工账号',
      '操作日志',
    ])
  })

  it('shows the other roles their part, never staff management or the audit log', () => {
    expect(menuFor('content').map((page) => page.name)).toEqual([
      '工作台',
      '课程管理',
      '班级管理',
      '商品管理',
      '首页轮播',
      '首页导航与推荐',
      '直播管理',
      '题库目录',
      '题目管理',
      '试卷管理',
      '题库导入',
    ])
    expect(menuFor('teacher').map((page) => page.name)).toEqual(['工作台', '直播管理'])
    for (const role of ['service', 'finance'] as const) {
      expect(menuFor(role).map((page) => page.path)).toEqual(['/'])
    }
  })

  it('lets a role open exactly the pages of its menu', () => {
    for (const role of STAFF_ROLES) {
      const menu = menuFor(role)
      for (const page of CONSOLE_PAGES.filter((each) => !each.hidden)) {
        expect(mayOpen(role, page)).toBe(menu.includes(page))
      }
    }
  })

  it('lets a role open an editor page when it may open the list it comes from', () => {
    const editor = CONSOLE_PAGES.find((page) => page.path === '/courses/:id')!
    const list = CONSOLE_PAGES.find((page) => page.path === '/courses')!
    for (const role of STAFF_ROLES) expect(mayOpen(role, editor)).toBe(mayOpen(role, list))
  })
})
