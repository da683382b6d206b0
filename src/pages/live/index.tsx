import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { AppTabPane, AppTabs } from '@/components/app-tabs'
import { useBuyPrompt } from '@/components/buy-prompt'
import { useLiveOpener } from '@/components/live-opener'
import { ComingLives, ReplayList, useNow } from '@/components/live-row'
import { LoginNoticePanel } from '@/components/login-prompts'
import { PageLayout } from '@/components/page-layout'
import { background } from '@/services/notify'
import { useStores } from '@/stores/context'
import { splitLives } from '@common/rules/live-state'
import './index.scss'

type LiveTab = 'upcoming' | 'playback'

/**
 * live: the school's coming lives (直播预告, with a countdown each) and the learner's replays
 * (直播回放, 10 a page), each with its play state and spec §4's click rule for its list.
 */
export default observer(function LivePage() {
  const { app, lives } = useStores()
  const [tab, setTab] = useState<LiveTab>('upcoming')
  const now = useNow()
  const buyPrompt = useBuyPrompt()
  const openComing = useLiveOpener(buyPrompt.ask, 'preview')
  const openPlayback = useLiveOpener(buyPrompt.ask, 'playback')
  const loggedIn = app.isLogin

  useEffect(() => {
    background(lives.loadSchedule())
  }, [lives, loggedIn])
  useEffect(() => {
    if (loggedIn) background(lives.replays.reload())
  }, [lives, loggedIn])

  const { upcoming } = splitLives(lives.schedule, now)
  return (
    <PageLayout route="live" ready={lives.scheduleState.settled}>
      <AppTabs value={tab} onChange={setTab} label="直播">
        <AppTabPane title="直播预告" value="upcoming">
          <ComingLives
            label="直播预告"
            lives={upcoming}
            state={lives.scheduleState}
            now={now}
            emptyText="最近暂无直播课~"
            onRetry={() => background(lives.loadSchedule())}
            onOpen={openComing}
          />
          {upcoming.length > 0 && <View className="live-page__end">已经到底啦~</View>}
        </AppTabPane>
        <AppTabPane title="直播回放" value="playback">
          {loggedIn ? (
            <ReplayList replays={lives.replays} now={now} onOpen={openPlayback} />
          ) : (
            <LoginNoticePanel text="登录后查看你的课程的直播回放" />
          )}
        </AppTabPane>
      </AppTabs>
      {buyPrompt.element}
    </PageLayout>
  )
})
