import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** placeOrder: its content comes with a later issue; it shows its title and parameters. */
export default function PlaceOrderPage() {
  const params = useRouteParams<'placeOrder'>()
  return (
    <PageLayout route="placeOrder">
      <RouteFacts facts={[['订单编号', params.orderId]]} />
    </PageLayout>
  )
}
