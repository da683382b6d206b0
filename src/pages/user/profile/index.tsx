import { PageLayout } from '@/components/page-layout'

/** userProfile: its content comes with a later issue; it shows its title and parameters. */
export default function UserProfilePage() {
  return <PageLayout route="userProfile" />
}
