import { ProCard } from '@ant-design/pro-components'
import { Typography } from 'antd'
import { Link } from 'react-router-dom'
import { STAFF_ROLE_NAMES } from '@common/constants/staff'
import { menuFor } from '../menu'
import { useSession } from '../session'
import { ConsolePage } from '../components/console-page'

/** What each page is for, as the 工作台 introduces it. */
const PAGE_PURPOSES: Record<string, string> = {
  '/courses': '新建和编辑课程：章节、课时与视频上传，价格与有效期，发布或下架。',
  '/classrooms': '班级：把多门课程打包定价，设置有效期与封面。',
  '/goods': '商城的商品：新建图书（邮寄、库存）和题库商品，调整课程、班级商品的分类。',
  '/banners': '学员首页顶部的轮播图：图片、跳转的页面与顺序。',
  '/lives': '安排、修改和取消直播，直播结束后标记回放就绪；讲师可查看自己的直播。',
  '/bank/catalogue':
    '按年份管理考试科目（考试日期、押题卷开放日期），维护章、节与知识点及其关联课时。',
  '/bank/questions':
    '在表单中新建和修改题目：单题、不定项案例、材料题（含数字、文字与会计分录小题）。',
  '/bank/papers': '按考试结构组卷：按规则随机抽题或手动挑题，与真实考试结构一致后发布。',
  '/bank/import': '从 Excel 导入题目：先检查每一行，再一次性导入；也可导出科目题库。',
  '/staff': '新建员工账号，修改角色，停用账号或重置密码。',
  '/audit': '查看后台的每一次修改：谁、何时、改了什么。',
}

/** The console's first page: who is logged in, and the pages their role may open. */
export default function HomePage() {
  const { staff } = useSession()
  if (!staff) return null
  const pages = menuFor(staff.role).filter((page) => PAGE_PURPOSES[page.path])
  return (
    <ConsolePage title="工作台">
      <ProCard direction="column" gutter={[0, 16]} ghost>
        <ProCard>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            您好，{staff.username}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            当前角色：{STAFF_ROLE_NAMES[staff.role]}。左侧菜单只列出该角色可用的功能。
          </Typography.Paragraph>
        </ProCard>
        {pages.length > 0 && (
          <ProCard gutter={16} wrap ghost>
            {pages.map((page) => (
              <ProCard key={page.path} colSpan={{ xs: 24, md: 12, xl: 8 }} bordered>
                <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
                  <Link to={page.path}>{page.name}</Link>
                </Typography.Title>
                <Typography.Paragraph style={{ marginBottom: 0 }}>
                  {PAGE_PURPOSES[page.path]}
                </Typography.Paragraph>
              </ProCard>
            ))}
          </ProCard>
        )}
      </ProCard>
    </ConsolePage>
  )
}
