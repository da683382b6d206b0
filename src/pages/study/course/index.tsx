import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** courseInfo: its content comes with a later issue; it shows its title and parameters. */
export default function CourseInfoPage() {
  const params = useRouteParams<'courseInfo'>()
  return (
    <PageLayout route="courseInfo">
      <RouteFacts facts={[['课程编号', params.courseId]]} />
    </PageLayout>
  )
}
