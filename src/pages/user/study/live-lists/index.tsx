import { splitOnNow } from '@common/rules/live-state'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useLiveOpener } from '@/components/live-opener'
import { ComingLives, ReplayList, useNow } from '@/components/live-row'
import { PageLayout } from '@/components/page-layout'
import { StudyTabs } from '@/components/study-tabs'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import '../study.scss'

/**
 * userStudyLiveLists (我的直播): the lives of the learner's courses on now, then those coming
 * (prelive), then their replays (replayLive, 10 a page); each opens by spec §4's rule for its
 * list. A live on now is not "coming": it gets its own heading, shown only while there is one.
 */
export default observer(function UserStudyLiveListsPage() {
  const { lives } = useStores()
  const now = useNow()
  const buyPrompt = useBuyPrompt()
  const openComing = useLiveOpener(buyPrompt.ask, 'preview')
  const openPlayback = useLiveOpener(buyPrompt.ask, 'playback')
  const { onNow, coming } = splitOnNow(lives.mine, now)
  useEffect(() => {
    background(lives.loadMine())
    background(lives.replays.reload())
  }, [lives])
  return (
    <PageLayout route="userStudyLiveLists">
      <StudyTabs current="userStudyLiveLists" />
      {onNow.length > 0 && (
        <>
          <View className="my-study__heading" role="heading" aria-level={2}>
            正在直播
          </View>
          <ComingLives
            label="正在直播"
            lives={onNow}
            state={lives.mineState}
            now={now}
            emptyText=""
            onRetry={() => background(lives.loadMine())}
            onOpen={openComing}
          />
        </>
      )}
      {(onNow.length === 0 || coming.length > 0) && (
        <>
          <View className="my-study__heading" role="heading" aria-level={2}>
            即将开始
          </View>
          <ComingLives
            label="我的直播"
            lives={coming}
            state={lives.mineState}
            now={now}
            emptyText="你的课程近期没有直播"
            onRetry={() => background(lives.loadMine())}
            onOpen={openComing}
          />
        </>
      )}
      <View className="my-study__heading" role="heading" aria-level={2}>
        直播回放
      </View>
      <ReplayList replays={lives.replays} now={now} onOpen={openPlayback} />
      {buyPrompt.element}
    </PageLayout>
  )
})
