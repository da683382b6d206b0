import type { GoodsItem, GoodsType } from '@shared/api'
import { makeAutoObservable, observableRef, observableShallow, runInAction } from 'mobx'
import type { Api } from '@/services/api'

/** The goods store and the goods that can be bought for a course. */
export class GoodsStore {
  types: GoodsType[] = []
  typesLoaded = false
  error: string | null = null
  buyable = new Map<number, GoodsItem[]>()

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<GoodsStore, 'api'>(this, {
      api: false,
      types: observableRef,
      buyable: observableShallow,
    })
  }

  private fail(error: unknown) {
    this.error = error instanceof Error ? error.message : String(error)
  }

  async loadTypes(): Promise<void> {
    this.error = null
    try {
      const types = await this.api.catalogue.goodsTypes()
      runInAction(() => {
        this.types = types
        this.typesLoaded = true
      })
    } catch (error) {
      runInAction(() => this.fail(error))
    }
  }

  async loadBuyable(courseId: number): Promise<void> {
    this.error = null
    try {
      const goods = await this.api.catalogue.buyableGoods(courseId)
      runInAction(() => this.buyable.set(courseId, goods))
    } catch (error) {
      runInAction(() => this.fail(error))
    }
  }
}
