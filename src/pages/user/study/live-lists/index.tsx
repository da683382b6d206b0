import { PageLayout } from '@/components/page-layout'

/** userStudyLiveLists: its content comes with a later issue; it shows its title and parameters. */
export default function UserStudyLiveListsPage() {
  return <PageLayout route="userStudyLiveLists" />
}
