import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'
import type { TableName } from '../db/schema'
import type { WriteTracker } from '../db/write-tracker'

/**
 * A write's transaction may commit a moment after the write itself: an answer computed this
 * soon after a write to its tables is used once but not kept, so it cannot keep old rows.
 */
export const QUIET_MS = 1000
/** Answers kept at most; the oldest goes first. */
export const MAX_ANSWERS = 2000

/** One computed answer: its value, and its JSON and compressed forms made once, when asked. */
export class Answer<T> {
  private json?: string
  private utf8?: Buffer
  private encoded = new Map<'br' | 'gzip', Buffer>()
  private tag?: string

  constructor(
    readonly value: T,
    private readonly serialise: (value: T) => string,
    /** When the answer stops being true by itself (Infinity: only a write changes it). */
    readonly until = Infinity,
    /** Made for one request (a learner's own page): compressed quickly rather than best. */
    private readonly once = false,
  ) {}

  /** The body as sent without compression. */
  body(): string {
    return (this.json ??= this.serialise(this.value))
  }

  /**
   * The body as UTF-8 bytes, encoded once: sending the string made Node encode it (and count
   * its bytes for Content-Length) on every request.
   */
  bytes(): Buffer {
    return (this.utf8 ??= Buffer.from(this.body()))
  }

  /**
   * The body compressed with br or gzip, compressed once: a kept answer at the best level, as it
   * pays over many requests; one made for a single request at a level that costs little.
   */
  compressed(encoding: 'br' | 'gzip'): Buffer {
    let buffer = this.encoded.get(encoding)
    if (!buffer) {
      buffer =
        encoding === 'br'
          ? brotliCompressSync(this.bytes(), {
              params: { [zlib.BROTLI_PARAM_QUALITY]: this.once ? 5 : 11 },
            })
          : gzipSync(this.bytes(), { level: this.once ? 6 : 9 })
      this.encoded.set(encoding, buffer)
    }
    return buffer
  }

  /** An entity tag of the body, for conditional requests. */
  etag(): string {
    return (this.tag ??= `"${createHash('sha1').update(this.bytes()).digest('base64url')}"`)
  }
}

interface Entry {
  answer: Answer<unknown>
  tables: readonly TableName[]
  computedAt: number
  /** The answer changes by itself at this moment (a live ends): it is computed again. */
  until: number
}

/** What a computation gives: the value, and when it stops being true by itself, if ever. */
export interface Computed<T> {
  value: T
  until?: number
}

/**
 * Answers that are the same for every visitor and learner, computed once and served from
 * memory until a table they were read from is written (WriteTracker) or their own time runs
 * out. Requests that arrive while an answer is being computed wait for that computation.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>()
  private readonly computing = new Map<string, Promise<Answer<unknown>>>()

  constructor(
    private readonly writes: WriteTracker,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(
    key: string,
    tables: readonly TableName[],
    compute: () => Promise<Computed<T>>,
    serialise: (value: T) => string = JSON.stringify,
  ): Promise<Answer<T>> {
    const syncing = this.writes.sync()
    if (syncing) await syncing
    const entry = this.entries.get(key)
    if (entry && this.isCurrent(entry)) return entry.answer as Answer<T>
    const pending = this.computing.get(key)
    if (pending) return pending as Promise<Answer<T>>
    const started = this.now()
    const work = compute()
      .then(({ value, until = Infinity }) => {
        const answer = new Answer(value, serialise, until)
        if (this.writes.lastWriteTo(tables) < started - QUIET_MS) {
          this.keep(key, { answer: answer as Answer<unknown>, tables, computedAt: started, until })
        }
        return answer
      })
      .finally(() => this.computing.delete(key))
    this.computing.set(key, work as Promise<Answer<unknown>>)
    return work
  }

  private isCurrent(entry: Entry): boolean {
    return this.now() < entry.until && this.writes.lastWriteTo(entry.tables) < entry.computedAt
  }

  private keep(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    if (this.entries.size > MAX_ANSWERS) {
      this.entries.delete(this.entries.keys().next().value as string)
    }
  }
}
