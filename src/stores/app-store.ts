import type { TrainInfo, UserAddress, UserInfo } from '@shared/api'
import { makeAutoObservable, runInAction } from 'mobx'
import { STORAGE_KEYS } from '@/constants/storage-keys'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'

/** App state of spec §3: login, the user, the organisation (oemInfo) and the address list. */
export class AppStore {
  isLogin: boolean
  userInfo: UserInfo | null = null
  oemInfo: TrainInfo | null = null
  userAddress: UserAddress[] = []
  isLoadingTrainInfo = false
  trainInfoError: string | null = null

  constructor(
    private readonly api: Api,
    private readonly session: KeyValueStorage,
  ) {
    this.isLogin = session.get(STORAGE_KEYS.isLogin) === '1'
    makeAutoObservable<AppStore, 'api' | 'session'>(this, { api: false, session: false })
  }

  /** The organisation's name: the document title follows it (spec §1). */
  get trainName(): string {
    return this.oemInfo?.train_name ?? ''
  }

  get isTrainInfoLoaded(): boolean {
    return this.oemInfo !== null
  }

  /** Loads the organisation's info that the app shell waits for. */
  async loadTrainInfo(): Promise<void> {
    if (this.isLoadingTrainInfo) return
    this.isLoadingTrainInfo = true
    this.trainInfoError = null
    try {
      const info = await this.api.home.getTrainInfo()
      runInAction(() => {
        this.oemInfo = info
      })
    } catch (error) {
      runInAction(() => {
        this.trainInfoError = error instanceof Error ? error.message : String(error)
      })
    } finally {
      runInAction(() => {
        this.isLoadingTrainInfo = false
      })
    }
  }

  /**
   * spec §4: skipped while the session flag isLogin is set; otherwise asks the server, sets the
   * flag on code 200 and removes it on anything else. Resolves whether the user is logged in.
   */
  async checkLogin(): Promise<boolean> {
    if (this.isLogin) return true
    try {
      const { user } = await this.api.session.checkLogin()
      this.setLoggedIn(user)
      return true
    } catch {
      this.setLoggedOut()
      return false
    }
  }

  /**
   * Asks the server who is logged in, whatever the session flag says: for pages that show the
   * user (the flag alone survives a reload, the user info does not).
   */
  async loadCurrentUser(): Promise<void> {
    try {
      const { user } = await this.api.session.checkLogin()
      this.setLoggedIn(user)
    } catch {
      this.setLoggedOut()
    }
  }

  /** Records a login: the flag, the user, and no cached answer of the visitor survives. */
  setLoggedIn(user: UserInfo): void {
    if (!this.isLogin) this.api.http.clearCache()
    this.session.set(STORAGE_KEYS.isLogin, '1')
    this.isLogin = true
    this.userInfo = user
  }

  /** The user info after a change. */
  setUser(user: UserInfo): void {
    this.userInfo = user
  }

  setAddresses(addresses: UserAddress[]): void {
    this.userAddress = addresses
  }

  /** spec §3: a saved address replaces the first stored one. */
  announceAddress(address: UserAddress): void {
    this.userAddress = [address, ...this.userAddress.slice(1)]
  }

  /** Records a logout (or a failed check): nothing of the user stays. */
  setLoggedOut(): void {
    if (this.isLogin || this.userInfo) this.api.http.clearCache()
    this.session.remove(STORAGE_KEYS.isLogin)
    this.isLogin = false
    this.userInfo = null
    this.userAddress = []
  }
}
