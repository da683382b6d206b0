import { View } from '@tarojs/components'
import { useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { CodeRegisterForm, PasswordRegisterForm } from '@/components/auth-forms'
import { PageLayout } from '@/components/page-layout'
import { RouteLink } from '@/components/route-link'
import { routeUrl } from '@common/constants/routes'
import { returnTo } from '@/services/navigation'
import { useRouteParams } from '@/services/use-route-params'
import { safeReturnUrl } from '@/utils/return-url'
import '../index.scss'

/** /login/register: register by SMS code or by password; the learner lands on returnurl. */
export default function RegisterPage() {
  const params = useRouteParams<'register'>()
  const returnurl = safeReturnUrl(params.returnurl, routeUrl('user'))
  const [tab, setTab] = useState<string | number>('code')
  const finish = () => returnTo(returnurl)
  // The tabs only choose; the chosen form is mounted below them, fields starting empty.

  return (
    <PageLayout route="register">
      <View className="auth-page">
        <AppTabs value={tab} onChange={setTab} label="注册方式">
          <AppTabPane title="验证码注册" value="code" />
          <AppTabPane title="密码注册" value="password" />
        </AppTabs>
        {tab === 'code' ? (
          <CodeRegisterForm onSuccess={finish} />
        ) : (
          <PasswordRegisterForm onSuccess={finish} />
        )}
        <View className="auth-page__links">
          <RouteLink to="login" args={[{}, { returnurl }]} className="auth-page__link">
            已有账号，去登录
          </RouteLink>
        </View>
      </View>
    </PageLayout>
  )
}
