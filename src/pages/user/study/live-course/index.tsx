import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useLiveOpener } from '@/components/live-opener'
import { ComingLives, useNow } from '@/components/live-row'
import { PageLayout } from '@/components/page-layout'
import { StudyTabs } from '@/components/study-tabs'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { splitLives } from '@common/rules/live-state'
import '../study.scss'

/**
 * userStudyLiveCourse (直播课程): all the school's coming lives (preLive, with the learner's
 * access to each), so that a learner finds lives beyond their own courses.
 */
export default observer(function UserStudyLiveCoursePage() {
  const { lives } = useStores()
  const now = useNow()
  const buyPrompt = useBuyPrompt()
  const open = useLiveOpener(buyPrompt.ask, 'preview')
  useEffect(() => {
    background(lives.loadSchedule())
  }, [lives])
  const { upcoming } = splitLives(lives.schedule, now)
  return (
    <PageLayout route="userStudyLiveCourse">
      <StudyTabs current="userStudyLiveCourse" />
      <ComingLives
        label="全部直播"
        lives={upcoming}
        state={lives.scheduleState}
        now={now}
        emptyText="最近暂无直播课~"
        onRetry={() => background(lives.loadSchedule())}
        onOpen={open}
      />
      {buyPrompt.element}
    </PageLayout>
  )
})
