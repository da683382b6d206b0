import { PageLayout } from '@/components/page-layout'

/** userOrder: its content comes with a later issue; it shows its title and parameters. */
export default function UserOrderPage() {
  return <PageLayout route="userOrder" />
}
