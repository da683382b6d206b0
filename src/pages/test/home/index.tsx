import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'
import { examName } from '@/utils/route-labels'

/** testHome: its content comes with a later issue; it shows its title and parameters. */
export default function TestHomePage() {
  const params = useRouteParams<'testHome'>()
  return (
    <PageLayout route="testHome">
      <RouteFacts
        facts={[
          ['考试', examName(params.examId)],
          ['科目编号', params.subjectId],
        ]}
      />
    </PageLayout>
  )
}
