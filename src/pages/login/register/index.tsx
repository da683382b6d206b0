import { PageLayout } from '@/components/page-layout'

/** register: its content comes with a later issue; it shows its title and parameters. */
export default function RegisterPage() {
  return <PageLayout route="register" />
}
