import { PageLayout } from '@/components/page-layout'

/** userStudyCourse: its content comes with a later issue; it shows its title and parameters. */
export default function UserStudyCoursePage() {
  return <PageLayout route="userStudyCourse" />
}
