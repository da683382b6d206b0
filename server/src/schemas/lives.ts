import { Type, type TSchema } from 'typebox'
import { LiveLessonSchema } from './catalogue'
import { paged } from './study'

/** Live classes (types/lives.ts, issue 16). */

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
  enterable: Type.Boolean(),
  chapterId: Nullable(Type.Integer()),
  chapterTitle: Nullable(Type.String()),
})

export const LiveStreamSchema = Type.Object({
  kind: Type.Union([Type.Literal('live'), Type.Literal('replay')]),
  url: Type.String(),
  expiresAt: Nullable(Type.String()),
})

export const LiveReminderSchema = Type.Object({
  ics: Type.String(),
  subscribeTemplateId: Nullable(Type.String()),
})

export const LiveDetailSchema = Type.Object({
  ...LiveItemSchema.properties,
  replayReadyAt: Nullable(Type.String()),
  stream: Nullable(LiveStreamSchema),
  reminder: Nullable(LiveReminderSchema),
})

export const ReplayLivePageSchema = paged(LiveItemSchema)

/** ?p=&pageSize= of replayLive: page 1 and 10 a page by default (spec §9). */
export const ReplayLiveQuery = Type.Object({
  p: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
})
