import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** goods: its content comes with a later issue; it shows its title and parameters. */
export default function GoodsPage() {
  const params = useRouteParams<'goods'>()
  return (
    <PageLayout route="goods">
      <RouteFacts facts={[['分类编号', params.anchorId]]} />
    </PageLayout>
  )
}
