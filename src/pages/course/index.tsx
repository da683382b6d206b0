import { PageLayout } from '@/components/page-layout'

/** /course: the catalogue arrives with the course issue; the tab shows its title meanwhile. */
export default function CoursePage() {
  return <PageLayout route="course" />
}
