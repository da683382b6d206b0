import { PageLayout } from '@/components/page-layout'

/** userName: its content comes with a later issue; it shows its title and parameters. */
export default function UserNamePage() {
  return <PageLayout route="userName" />
}
