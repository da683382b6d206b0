import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'
import { examName } from '@/utils/route-labels'

/** exam: its content comes with a later issue; it shows its title and parameters. */
export default function ExamPage() {
  const params = useRouteParams<'exam'>()
  return (
    <PageLayout route="exam">
      <RouteFacts
        facts={[
          ['考试', examName(params.examId)],
          ['科目编号', params.subjectId],
          ['省份编号', params.provId],
        ]}
      />
    </PageLayout>
  )
}
