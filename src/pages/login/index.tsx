import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** login: its content comes with a later issue; it shows its title and parameters. */
export default function LoginPage() {
  const params = useRouteParams<'login'>()
  return (
    <PageLayout route="login">
      <RouteFacts facts={[['登录后返回', params.returnurl]]} />
    </PageLayout>
  )
}
