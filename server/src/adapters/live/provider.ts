import type { Instant } from '../../time'

/** What a stream adapter needs of a live. */
export interface LiveMedia {
  id: number
  /** The stream's (and replay's) name at the provider. */
  mediaKey: string
}

/** Where a player reads a live or its replay, and until when that address works. */
export interface StreamAddress {
  url: string
  /** null: the address does not expire. */
  expiresAt: Instant | null
}

/** The live-stream provider: hands out HLS pull addresses of lives and replays. */
export interface LiveStreamProvider {
  readonly name: 'dev' | 'school'
  /** The address of a live's stream or replay, for a learner the caller found may watch it. */
  addressOf(live: LiveMedia, kind: 'live' | 'replay', now: Instant): StreamAddress
}
