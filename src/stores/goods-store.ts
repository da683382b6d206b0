import type { GoodsItem, GoodsType } from '@common/contracts/catalogue'
import { makeAutoObservable, observableRef, observableShallow } from 'mobx'
import type { Api } from '@/services/api'
import { FetchState } from './request-state'

/** What sent a learner to a course's goods: a live of the course they may not watch yet. */
export interface PurchaseLead {
  courseId: number
  liveTitle: string
  courseTitle: string
}

/** The goods store and the goods that can be bought for a course. */
export class GoodsStore {
  /** Kept out of the /goodsBuy address, which stays the spec's; a reload forgets it. */
  lead: PurchaseLead | null = null
  types: GoodsType[] = []
  readonly typesState = new FetchState()
  buyable = new Map<number, GoodsItem[]>()
  readonly buyableState = new FetchState()

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough.
    makeAutoObservable<GoodsStore, 'api'>(this, {
      api: false,
      typesState: false,
      buyableState: false,
      types: observableRef,
      buyable: observableShallow,
      lead: observableRef,
    })
  }

  /** Says which live leads to the course's goods page about to open. */
  setLead(lead: PurchaseLead | null): void {
    this.lead = lead
  }

  async loadTypes(): Promise<void> {
    await this.typesState.run(
      () => this.api.catalogue.goodsTypes(),
      (types) => {
        this.types = types
      },
    )
  }

  async loadBuyable(courseId: number): Promise<void> {
    await this.buyableState.run(
      () => this.api.catalogue.buyableGoods(courseId),
      (goods) => this.buyable.set(courseId, goods),
    )
  }
}
