import { PageLayout } from '@/components/page-layout'

/** userProfileMobile: its content comes with a later issue; it shows its title and parameters. */
export default function UserProfileMobilePage() {
  return <PageLayout route="userProfileMobile" />
}
