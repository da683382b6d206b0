import type { SearchResult } from '@common/contracts/catalogue'
import { makeAutoObservable } from 'mobx'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { FetchState } from './request-state'

const RECENT_KEY = 'recentSearches'
/** How many recent keywords the device remembers. */
export const RECENT_LIMIT = 10

/** Search by keyword, with the recent keywords remembered on the device. */
export class SearchStore {
  recent: string[]
  result: SearchResult | null = null
  readonly state = new FetchState()

  constructor(
    private readonly api: Api,
    private readonly storage: KeyValueStorage,
  ) {
    this.recent = this.readRecent()
    makeAutoObservable<SearchStore, 'api' | 'storage'>(this, {
      api: false,
      storage: false,
      state: false,
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

  async search(input: string): Promise<void> {
    const keyword = input.trim()
    if (!keyword) return
    this.remember(keyword)
    await this.state.run(
      () => this.api.catalogue.search(keyword),
      (result) => {
        this.result = result
      },
    )
  }
}
