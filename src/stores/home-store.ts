import type { Banner } from '@shared/api'
import { makeAutoObservable, runInAction } from 'mobx'
import type { Api } from '@/services/api'

/** The home page's data: for now the organisation's mobile banners. */
export class HomeStore {
  banners: Banner[] = []
  isFetchingBanners = false
  bannersError: string | null = null

  constructor(private readonly api: Api) {
    makeAutoObservable<HomeStore, 'api'>(this, { api: false })
  }

  /** GET /api/home/banner/{trainCode}/type/mm */
  async loadBanners(trainCode: string): Promise<void> {
    this.isFetchingBanners = true
    this.bannersError = null
    try {
      const banners = await this.api.home.getBanners(trainCode)
      runInAction(() => {
        this.banners = banners
      })
    } catch (error) {
      runInAction(() => {
        this.bannersError = error instanceof Error ? error.message : String(error)
      })
    } finally {
      runInAction(() => {
        this.isFetchingBanners = false
      })
    }
  }
}
