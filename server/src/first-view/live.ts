import type { LiveLesson } from '@common/contracts/catalogue'
import { parseChinaTime } from '@common/rules/china-time'
import { countdownText, liveRowLabel, liveTimeRange, splitLives } from '@common/rules/live-state'
import { box, text } from './markup'

/** LiveRow as a preview list draws it (the public state: a learner's own comes after). */
function liveRowHtml(live: LiveLesson, now: number): string {
  const { date, range } = liveTimeRange(live.start_time, live.end_time)
  const label = liveRowLabel(live, now)
  const start = parseChinaTime(live.start_time)
  const free = live.free === '1' ? box('live-row__free', '免费') : ''
  const countdown =
    start > now
      ? `<div class="live-row__countdown">距开始 ${box('live-countdown', countdownText(start - now))}</div>`
      : ''
  const state =
    live.status === 'unpublished' ? 'live-row__state live-row__state--off' : 'live-row__state'
  return (
    '<div class="live-row"><div class="live-row__main">' +
    `<div class="live-row__title">${free}${text(live.lessonTitle)}</div>` +
    box('live-row__meta', [date && `${date} ${range}`, live.nickname].filter(Boolean).join(' · ')) +
    box('live-row__course', live.courseTitle) +
    `${countdown}</div>${box(state, label)}</div>`
  )
}

/** /live: its two tabs, 直播预告 chosen, over the coming lives (as many as a phone shows). */
export function liveListHtml(lives: readonly LiveLesson[], now: number): string {
  const { upcoming } = splitLives(lives, now)
  const rows = upcoming.slice(0, 6).map((live) => liveRowHtml(live, now))
  return (
    '<div class="app-tabs app-tabs--fit"><div class="app-tabs__bar">' +
    box('app-tabs__tab app-tabs__tab--on', '直播预告') +
    box('app-tabs__tab', '直播回放') +
    `</div><div class="app-tabs__panel">${rows.join('')}</div></div>`
  )
}
