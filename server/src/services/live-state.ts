import type { LiveState } from '@common/contracts/lives'
import {
  LIVE_ENTRY_WINDOW_MS,
  liveStateAtInstants,
  type LiveState as PlayState,
} from '@common/rules/live-state'
import type { Instant } from '../time'

/** What the state of a live is computed from: its times and what the school set. */
export interface LiveStateFacts {
  start_time: Instant
  end_time: Instant
  state: 'scheduled' | 'cancelled'
  replay_ready_at: Instant | null
}

/** A live's state at a moment, with the app's play state (spec §4 reading B) it agrees with. */
export interface LiveStateNow {
  state: LiveState
  playState: PlayState
  /** spec §4/§9: less than 2 hours before the start, or later: the live room opens. */
  enterable: boolean
}

/**
 * The one rule of a live's state: cancelled when the school cancelled it; otherwise
 * the times decide by the app's rule (common/rules/live-state.ts, spec §4 reading B): before the
 * start scheduled, between start and end live, after the end ended, and replay ready once the
 * replay's time has come.
 */
export function liveStateOf(live: LiveStateFacts, now: Instant): LiveStateNow {
  const playState = liveStateAtInstants(live.start_time, live.end_time, now)
  const enterable = live.start_time - now < LIVE_ENTRY_WINDOW_MS
  if (live.state === 'cancelled') return { state: 'cancelled', playState, enterable: false }
  if (playState === 'living') return { state: 'live', playState, enterable }
  if (playState === 'playBack') {
    const ready = live.replay_ready_at !== null && live.replay_ready_at <= now
    return { state: ready ? 'replayReady' : 'ended', playState, enterable }
  }
  return { state: 'scheduled', playState, enterable }
}
