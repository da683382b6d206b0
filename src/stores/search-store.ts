import type { SearchResult } from '@common/contracts/catalogue'
import { makeAutoObservable } from 'mobx'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { FetchState } from './request-state'

const RECENT_KEY = 'recentSearches'
/** How many recent keywords the device remembers. */
export const RECENT_LIMIT = 10

/**
 * Search by keyword, with the recent keywords remembered on the device and 热门搜索 from the
 * server; `exam` (the learner's current exam) puts its results and keywords first.
 */
export class SearchStore {
  recent: string[]
  result: SearchResult | null = null
  hot: string[] = []
  readonly state = new FetchState()
  readonly hotState = new FetchState()

  constructor(
    private readonly api: Api,
    private readonly storage: KeyValueStorage,
  ) {
    this.recent = this.readRecent()
    makeAutoObservable<SearchStore, 'api' | 'storage'>(this, {
      api: false,
      storage: false,
      state: false,
      hotState: false,
    })
  }

  private readRecent(): string[] {
    try {
      const stored = JSON.parse(this.storage.get(RECENT_KEY) ?? '[]') as unknown
      return Array.isArray(stored)
        ? stored.filter((item): item is string => typeof item === 'string')
        : []
    } catch {
      return []
    }
  }

  private remember(keyword: string) {
    this.recent = [keyword, ...this.recent.filter((item) => item !== keyword)].slice(
      0,
      RECENT_LIMIT,
    )
    this.storage.set(RECENT_KEY, JSON.stringify(this.recent))
  }

  clearRecent(): void {
    this.recent = []
    this.storage.remove(RECENT_KEY)
  }

  /** 热门搜索: a failure leaves the list empty, the recent keywords still there. */
  async loadHot(exam: number): Promise<void> {
    await this.hotState.run(
      () => this.api.catalogue.hotSearch(exam),
      (hot) => {
        this.hot = hot.keywords
      },
    )
  }

  async search(input: string, exam: number): Promise<void> {
    const keyword = input.trim()
    if (!keyword) return
    this.remember(keyword)
    await this.state.run(
      () => this.api.catalogue.search(keyword, exam),
      (result) => {
        this.result = result
      },
    )
  }
}
