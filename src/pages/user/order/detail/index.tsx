import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** userOrderDetail: its content comes with a later issue; it shows its title and parameters. */
export default function UserOrderDetailPage() {
  const params = useRouteParams<'userOrderDetail'>()
  return (
    <PageLayout route="userOrderDetail">
      <RouteFacts facts={[['订单编号', params.orderId]]} />
    </PageLayout>
  )
}
