import type { LiveLesson } from '@common/contracts/catalogue'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { parseChinaTime } from '@common/rules/china-time'
import { liveStateAt, liveTimeRange } from '@common/rules/live-state'
import { useBuyPrompt } from '../buy-prompt'
import { LiveCountdown } from '../live-countdown'
import { useLiveOpener, type LiveList } from '../live-opener'
import './index.scss'

/** spec §2 最近直播: the upcoming lives, with state, time, teacher and a countdown. */
export function LivePrevue({
  lives,
  now,
  loaded = true,
  title = '最近直播',
  emptyText = '最近暂无直播课~',
  list = 'home',
}: {
  lives: LiveLesson[]
  now: number
  /** Until the lives arrive their room is kept, so nothing below jumps. */
  loaded?: boolean
  title?: string
  emptyText?: string
  /** Which of spec §4's click rules a tap follows: the home preview's, or a preview list's. */
  list?: LiveList
}) {
  const buyPrompt = useBuyPrompt()
  const openLive = useLiveOpener(buyPrompt.ask, list)
  return (
    <View className="live-prevue">
      <View className="live-prevue__title" role="heading" aria-level={2}>
        {title}
      </View>
      {!loaded ? (
        <View className="live-prevue__placeholder" aria-busy="true" />
      ) : lives.length === 0 ? (
        <View className="live-prevue__empty">{emptyText}</View>
      ) : (
        <>
          {lives.map((live) => {
            const state = liveStateAt(live.start_time, live.end_time, now)
            const { date, range } = liveTimeRange(live.start_time, live.end_time)
            const start = parseChinaTime(live.start_time)
            return (
              <View
                key={live.id}
                className="live-prevue__item"
                role="link"
                aria-label={live.lessonTitle}
                {...FOCUSABLE}
                {...keyActivation(() => openLive(live))}
                onClick={() => openLive(live)}
              >
                <View className="live-prevue__head">
                  {live.free === '1' && <View className="live-prevue__free">免费</View>}
                  <View className="live-prevue__lesson">{live.lessonTitle}</View>
                  {state === 'living' && <View className="live-prevue__living">正在直播</View>}
                </View>
                <View className="live-prevue__meta">
                  {date} {range} · {live.nickname}
                </View>
                <View className="live-prevue__foot">
                  <View className="live-prevue__course">{live.courseTitle}</View>
                  {state !== 'living' && start > now && (
                    <View className="live-prevue__countdown">
                      距开始 <LiveCountdown until={start} />
                    </View>
                  )}
                </View>
              </View>
            )
          })}
          <View className="live-prevue__end">已经到底啦~</View>
        </>
      )}
      {buyPrompt.element}
    </View>
  )
}
