import { PageLayout } from '@/components/page-layout'

/** userNickname: its content comes with a later issue; it shows its title and parameters. */
export default function UserNicknamePage() {
  return <PageLayout route="userNickname" />
}
