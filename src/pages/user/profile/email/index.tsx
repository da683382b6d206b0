import { PageLayout } from '@/components/page-layout'

/** userEmail: its content comes with a later issue; it shows its title and parameters. */
export default function UserEmailPage() {
  return <PageLayout route="userEmail" />
}
