// Live classes (issue 16; spec §3 live lesson, §4 live play state, §7 live calls). Shared by
// app and server. Times are China date-times: 2026-11-21 19:30:00.
import type { LiveLesson } from './api'
import type { Paged } from './study'

/**
 * A live's state as the server owns it: scheduled (before its start), live (between start and
 * end), ended (its replay is being made: 回放生成中), replayReady, or cancelled by the school.
 */
export type LiveState = 'scheduled' | 'live' | 'ended' | 'replayReady' | 'cancelled'

/** spec §4 reading A's labels, from reading B's time rule (common/rules/live-state.ts). */
export type LivePlayState = 'playBack' | 'notStart' | 'enterLive' | 'living'

/** A live in a list: spec §3 live lesson with its state and the chapter it belongs to. */
export interface LiveItem extends LiveLesson {
  state: LiveState
  playState: LivePlayState
  /** spec §4/§9: the live room opens under 2 hours before the start (never when cancelled). */
  enterable: boolean
  /** The course chapter (the playback list's group); null: before the first chapter. */
  chapterId: number | null
  chapterTitle: string | null
}

/** Where the player reads the live or its replay (HLS), for a learner who may watch now. */
export interface LiveStream {
  kind: 'live' | 'replay'
  /** An HLS playlist (.m3u8): a path on this server, or the provider's signed pull URL. */
  url: string
  /** When a signed URL stops working; null when it does not expire. */
  expiresAt: string | null
}

/** GET /api/home/visitLives/{id}: one live, and its stream when the learner may watch now. */
export interface LiveDetail extends LiveItem {
  /** When the replay became ready; null while none. */
  replayReadyAt: string | null
  /**
   * The live (from its entry window to its end) or its replay (once ready), for free lives and
   * learners with access 1; null otherwise.
   */
  stream: LiveStream | null
  /** 提醒我 for a published live that has not started (null otherwise). */
  reminder: LiveReminder | null
}

/** How a learner is reminded of an upcoming live. */
export interface LiveReminder {
  /** A calendar file (.ics: title, time, the join link): GET /api/home/liveCalendar/{id}. */
  ics: string
  /**
   * The WeChat subscribe-message template (WECHAT_SUBSCRIBE_TEMPLATE_ID) for the
   * wx-open-subscribe open tag inside WeChat; null when the school has not configured one.
   */
  subscribeTemplateId: string | null
}

/** GET /knew/home/user/replayLive/?p=&pageSize=: my ended lives, the latest first. */
export type ReplayLivePage = Paged<LiveItem>
