import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** register: its content comes with a later issue; it shows its title and parameters. */
export default function RegisterPage() {
  const params = useRouteParams<'register'>()
  return (
    <PageLayout route="register">
      <RouteFacts facts={[['登录后返回', params.returnurl]]} />
    </PageLayout>
  )
}
