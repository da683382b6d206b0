import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { replaceWith } from '@/services/navigation'

/** The children of /user/study (我的课程), each its own route. */
const STUDY_TABS = [
  { route: 'userStudyRecent', title: '最近学习' },
  { route: 'userStudyCourse', title: '我的课程' },
  { route: 'userStudyLiveLists', title: '我的直播' },
  { route: 'userStudyLiveCourse', title: '直播课程' },
] as const

export type StudyTab = (typeof STUDY_TABS)[number]['route']

/** The tabs over 我的课程's pages: each tab is a route, replaced so that back leaves them all. */
export function StudyTabs({ current }: { current: StudyTab }) {
  return (
    <AppTabs
      value={current}
      label="我的学习"
      onChange={(value) => {
        if (value !== current) replaceWith(value as StudyTab)
      }}
    >
      {STUDY_TABS.map((tab) => (
        <AppTabPane key={tab.route} title={tab.title} value={tab.route} />
      ))}
    </AppTabs>
  )
}
