import { PageLayout } from '@/components/page-layout'

/** userAbout: its content comes with a later issue; it shows its title and parameters. */
export default function UserAboutPage() {
  return <PageLayout route="userAbout" />
}
