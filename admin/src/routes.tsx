import { Result, Spin } from 'antd'
import { lazy, Suspense } from 'react'
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react'
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { ConsoleLayout } from './components/console-layout'
import { CONSOLE_PAGES, mayOpen, type ConsolePage } from './menu'
import { useSession } from './session'

/** Each page is its own chunk, loaded when first opened. */
const PAGE_COMPONENTS: Record<string, LazyExoticComponent<ComponentType>> = {
  '/': lazy(() => import('./pages/home')),
  '/staff': lazy(() => import('./pages/staff')),
  '/audit': lazy(() => import('./pages/audit')),
  '/bank/import': lazy(() => import('./pages/bank-import')),
  '/bank/catalogue': lazy(() => import('./pages/bank-catalogue')),
  '/bank/questions': lazy(() => import('./pages/questions')),
  '/bank/papers': lazy(() => import('./pages/papers')),
  '/bank/papers/:id': lazy(() => import('./pages/paper-edit')),
  '/lives': lazy(() => import('./pages/lives')),
  '/courses': lazy(() => import('./pages/courses')),
  '/goods': lazy(() => import('./pages/goods')),
  '/classrooms': lazy(() => import('./pages/classrooms')),
  '/banners': lazy(() => import('./pages/banners')),
  '/home-layout': lazy(() => import('./pages/home-layout')),
  '/courses/:id': lazy(() => import('./pages/course-edit')),
}
const LoginPage = lazy(() => import('./pages/login'))

const loading = (
  <div style={{ padding: 96, textAlign: 'center' }}>
    <Spin size="large" aria-label="加载中" />
  </div>
)

/** Pages behind the console's login: the login form for anyone without a session. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { staff } = useSession()
  const location = useLocation()
  if (staff === undefined) return loading
  if (staff === null) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  return children
}

/** A page the role may not open says so; the menu does not offer it either. */
function Guarded({ page }: { page: ConsolePage }) {
  const { staff } = useSession()
  const Page = PAGE_COMPONENTS[page.path]
  if (!staff || !mayOpen(staff.role, page)) {
    return <Result status="403" title="403" subTitle="当前账号没有权限访问此页面" />
  }
  return <Page />
}

export function ConsoleRoutes() {
  return (
    <BrowserRouter
      basename="/admin"
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <Suspense fallback={loading}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route
            element={
              <RequireStaff>
                <ConsoleLayout />
              </RequireStaff>
            }
          >
            {CONSOLE_PAGES.map((page) => (
              <Route key={page.path} path={page.path} element={<Guarded page={page} />} />
            ))}
            <Route path="*" element={<Result status="404" title="404" subTitle="页面不存在" />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  )
}
