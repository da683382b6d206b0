import { PageLayout } from '@/components/page-layout'

/** userClassroom: its content comes with a later issue; it shows its title and parameters. */
export default function UserClassroomPage() {
  return <PageLayout route="userClassroom" />
}
