import { PageLayout } from '@/components/page-layout'

/** goods: its content comes with a later issue; it shows its title and parameters. */
export default function GoodsPage() {
  return <PageLayout route="goods" />
}
