import { PageLayout } from '@/components/page-layout'

/** userAddressAdd: its content comes with a later issue; it shows its title and parameters. */
export default function UserAddressAddPage() {
  return <PageLayout route="userAddressAdd" />
}
