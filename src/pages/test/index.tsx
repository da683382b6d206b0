import { ExamLinks } from '@/components/exam-links'
import { PageLayout } from '@/components/page-layout'

/** /test: the question bank's home list, one entry per exam of the school. */
export default function TestPage() {
  return (
    <PageLayout route="test">
      <ExamLinks heading="选择考试" />
    </PageLayout>
  )
}
