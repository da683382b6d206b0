import { View } from '@tarojs/components'
import { useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { CodeLoginForm, PasswordLoginForm, ResetPasswordForm } from '@/components/auth-forms'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { routeUrl } from '@common/constants/routes'
import { returnTo } from '@/services/navigation'
import { useRouteParams } from '@/services/use-route-params'
import { safeReturnUrl } from '@/utils/return-url'
import './index.scss'

/** /login: SMS-code and password login, and the forgotten-password reset (?mode=reset). */
export default function LoginPage() {
  const params = useRouteParams<'login'>()
  const returnurl = safeReturnUrl(params.returnurl, routeUrl('user'))
  const [mode, setMode] = useState(params.mode === 'reset' ? 'reset' : 'login')
  const [tab, setTab] = useState<string | number>('code')
  const finish = () => returnTo(returnurl)
  // The tabs only choose; the chosen form is mounted below them, fields starting empty.

  return (
    <PageLayout route="login" title={mode === 'reset' ? '找回密码' : undefined}>
      <View className="auth-page">
        {mode === 'reset' ? (
          <ResetPasswordForm onSuccess={() => setMode('login')} />
        ) : (
          <AppTabs value={tab} onChange={setTab} label="登录方式">
            <AppTabPane title="验证码登录" value="code" />
            <AppTabPane title="密码登录" value="password" />
          </AppTabs>
        )}
        {mode !== 'reset' &&
          (tab === 'code' ? (
            <CodeLoginForm onSuccess={finish} />
          ) : (
            <PasswordLoginForm onSuccess={finish} />
          ))}
        <View className="auth-page__links">
          {mode === 'reset' ? (
            <View className="auth-page__link" role="button" onClick={() => setMode('login')}>
              返回登录
            </View>
          ) : (
            <View className="auth-page__link" role="button" onClick={() => setMode('reset')}>
              忘记密码？
            </View>
          )}
          <RouteLink to="register" args={[{}, { returnurl }]} className="auth-page__link">
            注册新账号
          </RouteLink>
        </View>
      </View>
    </PageLayout>
  )
}
