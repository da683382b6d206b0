import type { LiveDetail } from '@common/contracts/lives'
import { View } from '@tarojs/components'
import { ACCESS } from '@common/constants/access'
import { parseChinaTime } from '@common/rules/china-time'
import {
  LIVE_ENTRY_WINDOW_MS,
  liveRowLabel,
  liveTimeRange,
  startNotice,
} from '@common/rules/live-state'
import { LiveCountdown } from '../live-countdown'
import { LivePlayer } from '../live-player'
import { LiveReminder } from './live-reminder'
import { usePollWhile, useRefreshAt } from './use-refresh-at'
import './index.scss'

/** A signed stream address this close to its expiry is renewed when the stream drops. */
const RENEW_BEFORE_MS = 60_000

interface LiveRoomProps {
  detail: LiveDetail
  loggedIn: boolean
  /** Ask the server again: at the entry window, the start, the end, or a dropped stream. */
  onRefresh: () => void
}

/** Why there is no video, when there is none, in the screen's place. */
function screenText(detail: LiveDetail, loggedIn: boolean, now: number): string {
  if (detail.state === 'cancelled') return '本场直播已取消'
  if (detail.status === 'unpublished') return '敬请期待'
  if (detail.access !== ACCESS.mayEnter) {
    if (!loggedIn) return '登录后即可观看直播'
    return detail.access === ACCESS.needsActivation
      ? '激活课程后即可观看直播'
      : '购买课程后即可观看直播'
  }
  if (detail.state === 'ended') return '回放生成中，请稍后再来'
  if (detail.state === 'scheduled') return startNotice(parseChinaTime(detail.start_time) - now)
  return '直播暂不可观看'
}

/**
 * One live: the player (the live from its start, the replay once ready), before the start the
 * countdown (and in the entry window the room is open), 回放生成中 after the end until the
 * replay is ready, 提醒我 for an upcoming live; the facts of the live below.
 */
export function LiveRoom({ detail, loggedIn, onRefresh }: LiveRoomProps) {
  const start = parseChinaTime(detail.start_time)
  const end = parseChinaTime(detail.end_time)
  const { stream } = detail
  const waiting = detail.state === 'scheduled'
  useRefreshAt([start - LIVE_ENTRY_WINDOW_MS, start, end], onRefresh)
  // A phone whose clock runs ahead of the server's asks until the server says it started.
  usePollWhile(waiting && stream !== null, start, onRefresh)
  const now = Date.now()
  const { date, range } = liveTimeRange(detail.start_time, detail.end_time)
  // A signed address is asked again only when it is about to expire (not on each drop).
  const expiresAt = parseChinaTime(stream?.expiresAt ?? '')
  const onLost = () => {
    if (!Number.isNaN(expiresAt) && expiresAt - Date.now() < RENEW_BEFORE_MS) onRefresh()
  }
  return (
    <View className="live-room" role="region" aria-label={`直播间：${detail.lessonTitle}`}>
      {stream && !waiting ? (
        <LivePlayer
          url={stream.url}
          kind={stream.kind}
          title={detail.lessonTitle}
          onLost={onLost}
        />
      ) : (
        <View className="live-room__screen" role="status">
          {stream && waiting ? (
            <>
              <View className="live-room__screen-text">直播即将开始</View>
              <View className="live-room__countdown">
                <LiveCountdown until={start} />
              </View>
            </>
          ) : (
            <>
              <View className="live-room__screen-text">{screenText(detail, loggedIn, now)}</View>
              {waiting && detail.status !== 'unpublished' && start > now && (
                <View className="live-room__countdown">
                  距开始 <LiveCountdown until={start} />
                </View>
              )}
            </>
          )}
        </View>
      )}
      <View className="live-room__facts">
        <View className="live-room__title" role="heading" aria-level={2}>
          {detail.free === '1' && <View className="live-room__free">免费</View>}
          {detail.lessonTitle}
          <View className={`live-room__state live-room__state--${detail.state}`}>
            {liveRowLabel(detail, now)}
          </View>
        </View>
        <View className="live-room__meta">
          {date} {range} · 主讲：{detail.nickname}
        </View>
        <View className="live-room__course">{detail.courseTitle}</View>
        {detail.reminder && <LiveReminder reminder={detail.reminder} />}
      </View>
    </View>
  )
}
