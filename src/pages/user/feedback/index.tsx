import { PageLayout } from '@/components/page-layout'

/** userFeedback: its content comes with a later issue; it shows its title and parameters. */
export default function UserFeedbackPage() {
  return <PageLayout route="userFeedback" />
}
