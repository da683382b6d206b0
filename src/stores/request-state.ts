import { makeAutoObservable, runInAction } from 'mobx'
import { ApiError, errorMessage } from '@/services/http'

/**
 * The state of one thing a store loads: isFetching while it loads (set and cleared in
 * try/finally), then loaded, or the failure's message for the page to show with a retry.
 * A store holds one per thing it loads; loads never reject.
 */
export class FetchState {
  isFetching = false
  /** The thing has arrived at least once. */
  loaded = false
  error: string | null = null
  /** The failure's code: an ApiError's envelope code or HTTP status (403 not bought…). */
  errorCode: number | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /** Arrived or failed: the page can show it, or its failure. */
  get settled(): boolean {
    return this.loaded || this.error !== null
  }

  /** Nothing to show yet: neither arrived nor failed. */
  get pending(): boolean {
    return !this.settled
  }

  /**
   * Runs `load` and hands its answer to `apply` in one action; resolves whether it succeeded.
   * `apply` may drop an answer that came too late (the page moved on meanwhile).
   */
  async run<T>(load: () => Promise<T>, apply: (answer: T) => void): Promise<boolean> {
    this.isFetching = true
    this.error = null
    this.errorCode = null
    try {
      const answer = await load()
      runInAction(() => {
        apply(answer)
        this.loaded = true
      })
      return true
    } catch (error) {
      runInAction(() => {
        this.error = errorMessage(error)
        this.errorCode = error instanceof ApiError ? error.code : 0
      })
      return false
    } finally {
      runInAction(() => {
        this.isFetching = false
      })
    }
  }

  /** Back to the start, for another thing of the same kind (another course). */
  reset(): void {
    this.loaded = false
    this.error = null
    this.errorCode = null
  }
}

/**
 * The state of the changes a store sends: isSaving while any runs (set and cleared in
 * try/finally). A change rejects with the request layer's ApiError, which the page shows
 * through services/notify's showError.
 */
export class SaveState {
  private running = 0

  constructor() {
    makeAutoObservable(this)
  }

  get isSaving(): boolean {
    return this.running > 0
  }

  async run<T>(change: () => Promise<T>): Promise<T> {
    this.running += 1
    try {
      return await change()
    } finally {
      runInAction(() => {
        this.running -= 1
      })
    }
  }
}
