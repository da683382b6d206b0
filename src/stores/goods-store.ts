import type { GoodsItem, GoodsType } from '@shared/api'
import { makeAutoObservable, runInAction } from 'mobx'
import type { Api } from '@/services/api'

/** The goods store and the goods that can be bought for a course. */
export class GoodsStore {
  types: GoodsType[] = []
  typesLoaded = false
  error: string | null = null
  buyable = new Map<number, GoodsItem[]>()

  constructor(private readonly api: Api) {
    makeAutoObservable<GoodsStore, 'api'>(this, { api: false })
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
