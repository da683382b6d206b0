import type { AccessCode } from '@common/contracts/catalogue'
import { ACCESS } from '@common/constants/access'
import { liveStateAt } from '@common/rules/live-state'

/** What a tap on a live does (spec §4). */
export type LiveClick =
  /** Open the live page for the live. */
  | 'enter'
  /** The live-start notice: 距离直播开始还有 N天M小时, 2 s. */
  | 'notice'
  /** The register/buy dialog: a visitor. */
  | 'login'
  /** /goodsBuy/{courseId}: access 0. */
  | 'buy'
  /** The activation dialog, then the live: access 2. */
  | 'activate'

/** The facts of a live a click reads: spec §3 live lesson. */
export interface LiveClickFacts {
  free: string
  access: AccessCode
  start_time: string
  end_time: string
}

const isFreeLive = (live: LiveClickFacts) => live.free === '1'
const startsLater = (live: LiveClickFacts, now: number) =>
  liveStateAt(live.start_time, live.end_time, now) === 'notStart'

/** A paid live for a learner by their access; a visitor registers or logs in first. */
function byAccess(live: LiveClickFacts, loggedIn: boolean): LiveClick | null {
  if (!loggedIn) return 'login'
  if (live.access === ACCESS.needsPurchase) return 'buy'
  if (live.access === ACCESS.needsActivation) return 'activate'
  return null
}

/**
 * spec §4 home live preview click: free: the notice if it starts 2 hours or more from now,
 * else enter; paid: a visitor gets the register/buy dialog, access 0 buys, 2 activates, and 1
 * enters as a free live does.
 */
export function homePreviewClick(live: LiveClickFacts, now: number, loggedIn: boolean): LiveClick {
  if (!isFreeLive(live)) {
    const path = byAccess(live, loggedIn)
    if (path) return path
  }
  return startsLater(live, now) ? 'notice' : 'enter'
}

/**
 * spec §4 preview (upcoming) list click: a free live opens (its page counts down); one 2 hours
 * or more away gives the notice; a nearer, live or ended one is entered with access 1, and
 * otherwise needs what the learner lacks (dialog, purchase, activation). The spec's "start time
 * under 2 hours leads to jump" is read for a learner who may watch: jumping into a paid live
 * one cannot watch would only show a refusal (README, decisions).
 */
export function previewListClick(live: LiveClickFacts, now: number, loggedIn: boolean): LiveClick {
  if (isFreeLive(live)) return 'enter'
  if (startsLater(live, now)) return 'notice'
  return byAccess(live, loggedIn) ?? 'enter'
}

/** spec §4 playback list click: free or activated enters; otherwise what the learner lacks. */
export function playbackListClick(live: LiveClickFacts, loggedIn: boolean): LiveClick {
  if (isFreeLive(live)) return 'enter'
  return byAccess(live, loggedIn) ?? 'enter'
}

/**
 * A live no tap opens, before any access path (nobody should buy or activate for it): a
 * cancelled one (本场直播已取消) and one not yet published (敬请期待).
 */
export function unavailableText(live: { status: string; state?: string }): string | null {
  if (live.state === 'cancelled') return '本场直播已取消'
  if (live.status === 'unpublished') return '敬请期待'
  return null
}
