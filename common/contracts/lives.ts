import { Type, type Static, type TSchema } from 'typebox'
import { LiveLessonSchema } from './catalogue'
import { paged } from './study'

/** Live classes: lists, a live's detail and stream, reminders, replays. */

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const LiveStateSchema = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('live'),
  Type.Literal('ended'),
  Type.Literal('replayReady'),
  Type.Literal('cancelled'),
])

export const LivePlayStateSchema = Type.Union([
  Type.Literal('playBack'),
  Type.Literal('notStart'),
  Type.Literal('enterLive'),
  Type.Literal('living'),
])

export const LiveItemSchema = Type.Object({
  ...LiveLessonSchema.properties,
  state: LiveStateSchema,
  playState: LivePlayStateSchema,
  /** spec §4/§9: the live room opens under 2 hours before the start (never when cancelled). */
  enterable: Type.Boolean(),
  /** The course chapter (the playback list's group); null: before the first chapter. */
  chapterId: Nullable(Type.Integer()),
  chapterTitle: Nullable(Type.String()),
})

export const LiveStreamSchema = Type.Object({
  kind: Type.Union([Type.Literal('live'), Type.Literal('replay')]),
  /** An HLS playlist (.m3u8): a path on this server, or the provider's signed pull URL. */
  url: Type.String(),
  /** When a signed URL stops working; null when it does not expire. */
  expiresAt: Nullable(Type.String()),
})

export const LiveReminderSchema = Type.Object({
  /** A calendar file (.ics: title, time, the join link): GET /api/home/liveCalendar/{id}. */
  ics: Type.String(),
  /**
   * The WeChat subscribe-message template (WECHAT_SUBSCRIBE_TEMPLATE_ID) for the
   * wx-open-subscribe open tag inside WeChat; null when the school has not configured one.
   */
  subscribeTemplateId: Nullable(Type.String()),
})

export const LiveDetailSchema = Type.Object({
  ...LiveItemSchema.properties,
  /** When the replay became ready; null while none. */
  replayReadyAt: Nullable(Type.String()),
  /**
   * The live (from its entry window to its end) or its replay (once ready), for free lives and
   * learners with access 1; null otherwise.
   */
  stream: Nullable(LiveStreamSchema),
  /** 提醒我 for a published live that has not started (null otherwise). */
  reminder: Nullable(LiveReminderSchema),
})

export const ReplayLivePageSchema = paged(LiveItemSchema)

/** ?p=&pageSize= of replayLive: page 1 and 10 a page by default (spec §9). */
export const ReplayLiveQuery = Type.Object({
  p: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})

/**
 * A live's state as the server owns it: scheduled (before its start), live (between start and
 * end), ended (its replay is being made: 回放生成中), replayReady, or cancelled by the school.
 */
export type LiveState = Static<typeof LiveStateSchema>

/** spec §4 reading A's labels, from reading B's time rule (common/rules/live-state.ts). */
export type LivePlayState = Static<typeof LivePlayStateSchema>

/** A live in a list: spec §3 live lesson with its state and the chapter it belongs to. */
export type LiveItem = Static<typeof LiveItemSchema>

/** Where the player reads the live or its replay (HLS), for a learner who may watch now. */
export type LiveStream = Static<typeof LiveStreamSchema>

/** GET /api/home/visitLives/{id}: one live, and its stream when the learner may watch now. */
export type LiveDetail = Static<typeof LiveDetailSchema>

/** How a learner is reminded of an upcoming live. */
export type LiveReminder = Static<typeof LiveReminderSchema>

/** GET /knew/home/user/replayLive/?p=&pageSize=: my ended lives, the latest first. */
export type ReplayLivePage = Static<typeof ReplayLivePageSchema>
