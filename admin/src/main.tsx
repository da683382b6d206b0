import { App as AntApp, ConfigProvider } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ConsoleRoutes } from './routes'
import { SessionProvider } from './session'
import { THEME } from './theme'
import './console.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN} theme={THEME}>
      <AntApp>
        <SessionProvider>
          <ConsoleRoutes />
        </SessionProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
)
