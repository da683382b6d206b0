import type { Banner } from '@common/contracts/organisation'
import type { HomeNavEntry } from '@common/contracts/home-layout'
import type { LastLearning, LiveLesson } from '@common/contracts/catalogue'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { STORAGE_KEYS } from '@/constants/storage-keys'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { FetchState } from './request-state'

/** Session key: the continue-learning alert was shown in this session (spec §4). */
export const LAST_STUDY_SHOWN_KEY = 'lastStudyShown'

/** The home page's data: banners, navigation, the recent lives, the continue-learning alert. */
export class HomeStore {
  banners: Banner[] = []
  readonly bannersState = new FetchState()
  nav: HomeNavEntry[] = []
  readonly navState = new FetchState()
  lives: LiveLesson[] = []
  readonly livesState = new FetchState()
  lastStudy: LastLearning | null = null

  constructor(
    private readonly api: Api,
    private readonly session: KeyValueStorage,
    /** spec §4 login check (skipped while the session flag is set). */
    private readonly checkLogin: () => Promise<boolean>,
  ) {
    makeAutoObservable<HomeStore, 'api' | 'session' | 'checkLogin'>(this, {
      api: false,
      session: false,
      checkLogin: false,
      bannersState: false,
      navState: false,
      livesState: false,
      // Replaced whole, never changed in place.
      banners: observableRef,
      nav: observableRef,
      lives: observableRef,
    })
  }

  /** GET /api/home/nav: the navigation entries as the school arranged them. */
  async loadNav(): Promise<void> {
    await this.navState.run(
      () => this.api.home.nav(),
      (entries) => {
        this.nav = entries
      },
    )
  }

  /** GET /knew/api/wap/preLive: the lives not yet ended, soonest first. */
  async loadLives(): Promise<void> {
    await this.livesState.run(
      () => this.api.home.preLive(),
      (lives) => {
        this.lives = lives
      },
    )
  }

  /**
   * spec §4: if logged in and not yet shown this session, fetch the last record; on code 200
   * it is shown and the session remembers that. Resolves whether there is an alert to show.
   */
  async checkLastStudy(): Promise<boolean> {
    if (this.session.get(LAST_STUDY_SHOWN_KEY) || !(await this.checkLogin())) return false
    try {
      const record = await this.api.home.lastLearning()
      runInAction(() => {
        this.lastStudy = record
      })
      this.session.set(LAST_STUDY_SHOWN_KEY, '1')
      return true
    } catch {
      // No record (404) or no answer: there is simply no alert.
      return false
    }
  }

  hideLastStudy(): void {
    this.lastStudy = null
  }

  /**
   * GET /api/home/banner/{trainCode}/type/mm; banner info is cached in session storage (§3).
   * Banners that came with the page (boot data) go before the cache: they are what the page's
   * first view shows, and the server's answer of now.
   */
  async loadBanners(trainCode: string): Promise<void> {
    const cached = this.api.home.bannersPreloaded(trainCode) ? null : this.cachedBanners()
    await this.bannersState.run(
      () => (cached ? Promise.resolve(cached) : this.api.home.getBanners(trainCode)),
      (banners) => {
        if (!cached) this.session.set(STORAGE_KEYS.bannerInfo, JSON.stringify(banners))
        this.banners = banners
      },
    )
  }

  private cachedBanners(): Banner[] | null {
    const cached = this.session.get(STORAGE_KEYS.bannerInfo)
    if (!cached) return null
    try {
      const banners = JSON.parse(cached) as unknown
      if (Array.isArray(banners)) return banners as Banner[]
    } catch {
      // A damaged entry is dropped below and the banners are asked for again.
    }
    this.session.remove(STORAGE_KEYS.bannerInfo)
    return null
  }

  /** Pull-to-refresh: banners are fetched again too. */
  forgetBanners(): void {
    this.session.remove(STORAGE_KEYS.bannerInfo)
  }
}
