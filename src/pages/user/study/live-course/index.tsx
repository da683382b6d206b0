import { PageLayout } from '@/components/page-layout'

/** userStudyLiveCourse: its content comes with a later issue; it shows its title and parameters. */
export default function UserStudyLiveCoursePage() {
  return <PageLayout route="userStudyLiveCourse" />
}
