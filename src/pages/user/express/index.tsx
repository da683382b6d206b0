import { PageLayout } from '@/components/page-layout'

/** userExpress: its content comes with a later issue; it shows its title and parameters. */
export default function UserExpressPage() {
  return <PageLayout route="userExpress" />
}
