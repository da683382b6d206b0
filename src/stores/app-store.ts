import type { TrainInfo } from '@common/contracts/organisation'
import type { UserAddress } from '@common/contracts/accounts'
import type { UserInfo } from '@common/contracts/user'
import { makeAutoObservable } from 'mobx'
import { STORAGE_KEYS } from '@/constants/storage-keys'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http'
import type { KeyValueStorage } from '@/services/storage'
import { FetchState } from './request-state'

/**
 * Whether a failed login check is the server's answer (a non-200 code: spec §4 removes the
 * flag) rather than no answer at all: a dropped network or a server in trouble says nothing
 * about the session, so the learner stays logged in.
 */
function isAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.code > 0 && error.code < 500
}

/** App state of spec §3: login, the user, the organisation (oemInfo) and the address list. */
export class AppStore {
  isLogin: boolean
  userInfo: UserInfo | null = null
  oemInfo: TrainInfo | null = null
  userAddress: UserAddress[] = []
  readonly trainInfo = new FetchState()
  /** The server confirmed the session flag since the app started. */
  private sessionVerified = false

  constructor(
    private readonly api: Api,
    private readonly session: KeyValueStorage,
  ) {
    this.isLogin = session.get(STORAGE_KEYS.isLogin) === '1'
    makeAutoObservable<AppStore, 'api' | 'session' | 'sessionVerified'>(this, {
      api: false,
      session: false,
      trainInfo: false,
      sessionVerified: false,
    })
  }

  /** The organisation's name: the document title follows it (spec §1). */
  get trainName(): string {
    return this.oemInfo?.train_name ?? ''
  }

  /** Loads the organisation's info that the app shell waits for. */
  async loadTrainInfo(): Promise<void> {
    if (this.trainInfo.isFetching) return
    await this.trainInfo.run(
      () => this.api.home.getTrainInfo(),
      (info) => {
        this.oemInfo = info
      },
    )
  }

  /**
   * spec §4: skipped while the session flag isLogin is set; otherwise asks the server, sets the
   * flag on code 200 and removes it on any other code. Resolves whether the user is logged in.
   */
  async checkLogin(): Promise<boolean> {
    if (this.isLogin) return true
    return this.askServer()
  }

  /**
   * Asks the server who is logged in, whatever the session flag says: for pages that show the
   * user (the flag alone survives a reload, the user info does not).
   */
  async loadCurrentUser(): Promise<void> {
    await this.askServer()
  }

  /**
   * Confirms, once per start of the app, a session flag that a guarded page let pass without
   * asking (spec §4 skips the check while it is set): a session that ended meanwhile (logout
   * elsewhere, expiry, a password reset) is noticed and handled as any 401 is.
   */
  async verifySession(): Promise<void> {
    if (!this.isLogin || this.sessionVerified) return
    this.sessionVerified = true
    await this.askServer()
  }

  private async askServer(): Promise<boolean> {
    try {
      const { user } = await this.api.session.checkLogin()
      this.setLoggedIn(user)
      return true
    } catch (error) {
      if (isAnswer(error)) this.setLoggedOut()
      return false
    }
  }

  /** Records a login: the flag, the user, and no cached answer of the visitor survives. */
  setLoggedIn(user: UserInfo): void {
    if (!this.isLogin) this.api.http.clearCache()
    this.session.set(STORAGE_KEYS.isLogin, '1')
    this.isLogin = true
    this.sessionVerified = true
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

  /** Records a logout (or a failed check, or an ended session): nothing of the user stays. */
  setLoggedOut(): void {
    if (this.isLogin || this.userInfo) this.api.http.clearCache()
    this.session.remove(STORAGE_KEYS.isLogin)
    this.isLogin = false
    this.userInfo = null
    this.userAddress = []
  }
}
