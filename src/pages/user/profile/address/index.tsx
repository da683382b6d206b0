import { PageLayout } from '@/components/page-layout'

/** userAddress: its content comes with a later issue; it shows its title and parameters. */
export default function UserAddressPage() {
  return <PageLayout route="userAddress" />
}
