import { PageLayout } from '@/components/page-layout'

/** login: its content comes with a later issue; it shows its title and parameters. */
export default function LoginPage() {
  return <PageLayout route="login" />
}
