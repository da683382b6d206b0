import { PageLayout } from '@/components/page-layout'

/** userStudyRecent: its content comes with a later issue; it shows its title and parameters. */
export default function UserStudyRecentPage() {
  return <PageLayout route="userStudyRecent" />
}
