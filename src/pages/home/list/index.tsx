import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'
import { freeListTitle } from '@/utils/route-labels'

/** freeList: its content comes with a later issue; it shows its title and parameters. */
export default function FreeListPage() {
  const params = useRouteParams<'freeList'>()
  return (
    <PageLayout route="freeList" title={freeListTitle(params.type)}>
      <RouteFacts facts={[['类型', params.type]]} />
    </PageLayout>
  )
}
