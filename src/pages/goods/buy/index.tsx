import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** goodsBuy: its content comes with a later issue; it shows its title and parameters. */
export default function GoodsBuyPage() {
  const params = useRouteParams<'goodsBuy'>()
  return (
    <PageLayout route="goodsBuy">
      <RouteFacts facts={[['课程编号', params.courseId]]} />
    </PageLayout>
  )
}
