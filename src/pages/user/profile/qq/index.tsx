import { PageLayout } from '@/components/page-layout'

/** userQQ: its content comes with a later issue; it shows its title and parameters. */
export default function UserQQPage() {
  return <PageLayout route="userQQ" />
}
