import { PageLayout } from '@/components/page-layout'

/** searchResult: its content comes with a later issue; it shows its title and parameters. */
export default function SearchResultPage() {
  return <PageLayout route="searchResult" />
}
