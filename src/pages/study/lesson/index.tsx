import { PageLayout } from '@/components/page-layout'
import { RouteFacts } from '@/components/route-facts'
import { useRouteParams } from '@/services/use-route-params'

/** studyLesson: its content comes with a later issue; it shows its title and parameters. */
export default function StudyLessonPage() {
  const params = useRouteParams<'studyLesson'>()
  return (
    <PageLayout route="studyLesson">
      <RouteFacts
        facts={[
          ['课程编号', params.courseId],
          ['课时编号', params.lessonId],
        ]}
      />
    </PageLayout>
  )
}
