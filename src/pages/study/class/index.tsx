import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** class: its content comes with a later issue; it shows its title and parameters. */
export default function ClassPage() {
  const params = useRouteParams<'class'>()
  return (
    <PageLayout route="class">
      <RouteFacts facts={[['班级编号', params.classId]]} />
    </PageLayout>
  )
}
