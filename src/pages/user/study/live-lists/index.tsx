import { splitOnNow } from '@common/rules/live-state'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Fragment, useEffect } from 'react'
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
  // 即将开始 is left out only when a live is on now and none is coming.
  const sections = [
    {
      heading: '正在直播',
      label: '正在直播',
      lives: onNow,
      emptyText: '',
      shown: onNow.length > 0,
    },
    {
      heading: '即将开始',
      label: '我的直播',
      lives: coming,
      emptyText: '你的课程近期没有直播',
      shown: onNow.length === 0 || coming.length > 0,
    },
  ].filter((section) => section.shown)
  useEffect(() => {
    background(lives.loadMine())
    background(lives.replays.reload())
  }, [lives])
  return (
    <PageLayout route="userStudyLiveLists">
      <StudyTabs current="userStudyLiveLists" />
      {sections.map((section) => (
        <Fragment key={section.heading}>
          <View className="my-study__heading" role="heading" aria-level={2}>
            {section.heading}
          </View>
          <ComingLives
            label={section.label}
            lives={section.lives}
            state={lives.mineState}
            now={now}
            emptyText={section.emptyText}
            onRetry={() => background(lives.loadMine())}
            onOpen={openComing}
          />
        </Fragment>
      ))}
      <View className="my-study__heading" role="heading" aria-level={2}>
        直播回放
      </View>
      <ReplayList replays={lives.replays} now={now} onOpen={openPlayback} />
      {buyPrompt.element}
    </PageLayout>
  )
})
