import type { Paged } from '@common/contracts/study'
import { makeAutoObservable, observableRef } from 'mobx'
import { FetchState } from './request-state'

/**
 * A list the server gives a page at a time (加载更多): the items so far, whether more are left,
 * and its FetchState; an item already shown is not shown twice when pages shift under it.
 */
export class PagedList<T> {
  items: T[] = []
  page = 0
  total = 0
  /** A page came back short: nothing more, whatever the total said (rows moved meanwhile). */
  exhausted = false
  readonly state = new FetchState()

  constructor(
    private readonly load: (page: number) => Promise<Paged<T>>,
    private readonly keyOf: (item: T) => string | number,
  ) {
    makeAutoObservable<PagedList<T>, 'load' | 'keyOf'>(this, {
      load: false,
      keyOf: false,
      state: false,
      items: observableRef,
    })
  }

  get hasMore(): boolean {
    return !this.exhausted && this.items.length < this.total
  }

  /** Empty again, as before the first load (another learner). */
  clear(): void {
    this.items = []
    this.page = 0
    this.total = 0
    this.exhausted = false
    this.state.reset()
  }

  /** From the first page again (a page opened, a pull to refresh, after a change). */
  async reload(): Promise<void> {
    await this.fetch(1)
  }

  async loadMore(): Promise<void> {
    if (!this.state.isFetching && this.hasMore) await this.fetch(this.page + 1)
  }

  private async fetch(page: number): Promise<void> {
    await this.state.run(
      () => this.load(page),
      (answer) => {
        if (page === 1) {
          this.items = answer.list
        } else {
          const known = new Set(this.items.map(this.keyOf))
          this.items = [
            ...this.items,
            ...answer.list.filter((item) => !known.has(this.keyOf(item))),
          ]
        }
        this.page = answer.page
        this.total = answer.totalCount
        this.exhausted = answer.list.length < answer.pageSize
      },
    )
  }
}
