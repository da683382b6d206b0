import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** liveJoin: its content comes with a later issue; it shows its title and parameters. */
export default function LiveJoinPage() {
  const params = useRouteParams<'liveJoin'>()
  return (
    <PageLayout route="liveJoin">
      <RouteFacts facts={[['直播编号', params.id]]} />
    </PageLayout>
  )
}
