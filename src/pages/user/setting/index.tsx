import { PageLayout } from '@/components/page-layout'

/** userSetting: its content comes with a later issue; it shows its title and parameters. */
export default function UserSettingPage() {
  return <PageLayout route="userSetting" />
}
