import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** userOrderExpress: its content comes with a later issue; it shows its title and parameters. */
export default function UserOrderExpressPage() {
  const params = useRouteParams<'userOrderExpress'>()
  return (
    <PageLayout route="userOrderExpress">
      <RouteFacts facts={[['订单编号', params.orderId]]} />
    </PageLayout>
  )
}
