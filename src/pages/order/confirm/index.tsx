import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'
import { orderTypeName } from '@/utils/route-labels'

/** confirmOrder: its content comes with a later issue; it shows its title and parameters. */
export default function ConfirmOrderPage() {
  const params = useRouteParams<'confirmOrder'>()
  return (
    <PageLayout route="confirmOrder">
      <RouteFacts
        facts={[
          ['商品编号', params.id],
          ['类型', orderTypeName(params.type)],
          ['所属班级', params.class],
        ]}
      />
    </PageLayout>
  )
}
