import type { LiveLesson } from '@common/contracts/catalogue'
import type { LiveItem } from '@common/contracts/lives'
import { View } from '@tarojs/components'
import { FOCUSABLE, keyActivation } from '@/constants/accessibility'
import { parseChinaTime } from '@common/rules/china-time'
import { liveRowLabel, liveTimeRange } from '@common/rules/live-state'
import { LiveCountdown } from '../live-countdown'
import './index.scss'

export type RowLive = LiveLesson & Partial<Pick<LiveItem, 'state'>>

/**
 * spec §2 lesson lists (playback and preview): the number, free badge, title, time range,
 * teacher, course title and the play-state button of one live.
 */
export function LiveRow({
  live,
  number,
  now,
  current = false,
  countdown = false,
  onOpen,
}: {
  live: RowLive
  number?: number
  now: number
  /** Count down to the start (a preview list). */
  countdown?: boolean
  /** The live on the player above: marked, and aria-current. */
  current?: boolean
  onOpen: (live: RowLive) => void
}) {
  const { date, range } = liveTimeRange(live.start_time, live.end_time)
  const label = liveRowLabel(live, now)
  const soon = live.status === 'unpublished' || live.state === 'cancelled'
  return (
    <View
      className={`live-row${current ? ' live-row--current' : ''}`}
      role="link"
      aria-label={`${number ? `第${number}讲 ` : ''}${live.lessonTitle}${live.free === '1' ? ' 免费' : ''} ${label}`}
      aria-current={current ? 'true' : undefined}
      {...FOCUSABLE}
      {...keyActivation(() => onOpen(live))}
      onClick={() => onOpen(live)}
    >
      {number !== undefined && (
        <View className="live-row__number">{String(number).padStart(2, '0')}</View>
      )}
      <View className="live-row__main">
        <View className="live-row__title">
          {live.free === '1' && <View className="live-row__free">免费</View>}
          {live.lessonTitle}
        </View>
        <View className="live-row__meta">
          {[date && `${date} ${range}`, live.nickname].filter(Boolean).join(' · ')}
        </View>
        <View className="live-row__course">{live.courseTitle}</View>
        {countdown && live.state !== 'cancelled' && parseChinaTime(live.start_time) > now && (
          <View className="live-row__countdown">
            距开始 <LiveCountdown until={parseChinaTime(live.start_time)} />
          </View>
        )}
      </View>
      <View className={`live-row__state${soon ? ' live-row__state--off' : ''}`}>{label}</View>
    </View>
  )
}
