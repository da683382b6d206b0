import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** liveCourse: its content comes with a later issue; it shows its title and parameters. */
export default function LiveCoursePage() {
  const params = useRouteParams<'liveCourse'>()
  return (
    <PageLayout route="liveCourse">
      <RouteFacts facts={[['课程编号', params.courseId]]} />
    </PageLayout>
  )
}
