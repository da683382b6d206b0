import {
  ApartmentOutlined,
  AuditOutlined,
  BookOutlined,
  DashboardOutlined,
  FileExcelOutlined,
  FileTextOutlined,
  FormOutlined,
  LogoutOutlined,
  PartitionOutlined,
  PictureOutlined,
  ShopOutlined,
  TeamOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons'
import { ProLayout } from '@ant-design/pro-components'
import { Dropdown, Spin } from 'antd'
import { Suspense } from 'react'
import type { ReactNode } from 'react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom'
import { STAFF_ROLE_NAMES } from '@common/constants/staff'
import { menuFor } from '../menu'
import { useSession } from '../session'

const ICONS: Record<string, ReactNode> = {
  '/': <DashboardOutlined aria-hidden />,
  '/staff': <TeamOutlined aria-hidden />,
  '/audit': <AuditOutlined aria-hidden />,
  '/bank/import': <FileExcelOutlined aria-hidden />,
  '/lives': <VideoCameraOutlined aria-hidden />,
  '/courses': <BookOutlined aria-hidden />,
  '/goods': <ShopOutlined aria-hidden />,
  '/classrooms': <ApartmentOutlined aria-hidden />,
  '/banners': <PictureOutlined aria-hidden />,
  '/bank/catalogue': <PartitionOutlined aria-hidden />,
  '/bank/questions': <FormOutlined aria-hidden />,
  '/bank/papers': <FileTextOutlined aria-hidden />,
}

/** The console's frame: the menu of what the role may do, the account and its logout. */
export function ConsoleLayout() {
  const { staff, signOut } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  if (!staff) return null
  const routes = menuFor(staff.role).map((page) => ({
    path: page.path,
    name: page.name,
    icon: ICONS[page.path],
  }))
  return (
    <ProLayout
      title="管理后台"
      logo={false}
      layout="side"
      fixSiderbar
      route={{ path: '/', routes }}
      location={{ pathname: location.pathname }}
      menuItemRender={(item, dom) => <Link to={item.path ?? '/'}>{dom}</Link>}
      avatarProps={{
        title: `${staff.username}（${STAFF_ROLE_NAMES[staff.role]}）`,
        size: 'small',
        render: (_props, avatar) => (
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录' }],
              onClick: () => {
                signOut().then(
                  () => navigate('/login', { replace: true }),
                  () => undefined,
                )
              },
            }}
          >
            <button type="button" className="console-account">
              {avatar}
            </button>
          </Dropdown>
        ),
      }}
    >
      <Suspense
        fallback={
          <div style={{ padding: 48, textAlign: 'center' }}>
            <Spin aria-label="加载中" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </ProLayout>
  )
}
