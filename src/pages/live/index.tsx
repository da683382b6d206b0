import { PageLayout } from '@/components/page-layout'

/** live: its content comes with a later issue; it shows its title and parameters. */
export default function LivePage() {
  return <PageLayout route="live" />
}
