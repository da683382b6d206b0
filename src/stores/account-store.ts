import type {
  AddressPayload,
  EditableUserKey,
  LoginResult,
  UserAddress,
} from '@common/contracts/accounts'
import { CONSENT_VERSION } from '@common/constants/consent'
import { makeAutoObservable } from 'mobx'
import type { Api } from '@/services/api'
import type { AppStore } from './app-store'
import { FetchState, SaveState } from './request-state'

/** What a code is sent for; each form's send button names its purpose. */
export type CodePurpose = 'login' | 'register' | 'reset' | 'bind'

/**
 * The account actions of spec §7 "Session and login" and "User and account". Each updates the
 * app state (login, user, address) and rejects with the server's ApiError for the page to show.
 * Logins and registrations carry the consent version: their forms send only once it is ticked.
 */
export class AccountStore {
  /** A form of the account is being sent: its button shows it is busy. */
  readonly saving = new SaveState()
  readonly addressesState = new FetchState()

  constructor(
    private readonly app: AppStore,
    private readonly api: Api,
  ) {
    makeAutoObservable<AccountStore, 'app' | 'api'>(this, {
      app: false,
      api: false,
      saving: false,
      addressesState: false,
    })
  }

  private submit<T>(work: () => Promise<T>): Promise<T> {
    return this.saving.run(work)
  }

  private loggedIn = (result: LoginResult): LoginResult => {
    this.app.setLoggedIn(result.user)
    return result
  }

  /** Sends an SMS code for one purpose. */
  sendCode(purpose: CodePurpose, mobile: string): Promise<null> {
    const send = {
      login: this.api.session.sendLoginCode,
      register: this.api.session.sendRegisterCode,
      reset: this.api.session.sendResetCode,
      bind: this.api.user.sendBindCode,
    }[purpose]
    return send(mobile.trim())
  }

  /** Resolves with the login's answer: `securityReset` says the account's password was removed. */
  loginByCode(mobile: string, code: string): Promise<LoginResult> {
    return this.submit(() =>
      this.api.session.codeLogin(mobile.trim(), code.trim(), CONSENT_VERSION).then(this.loggedIn),
    )
  }

  loginByPassword(username: string, password: string): Promise<LoginResult> {
    return this.submit(() =>
      this.api.session.accountLogin(username.trim(), password, CONSENT_VERSION).then(this.loggedIn),
    )
  }

  /** spec §4: a successful mobile-code check marks the user logged in. */
  registerByCode(mobile: string, code: string): Promise<LoginResult> {
    return this.submit(() =>
      this.api.session
        .registerByCode(mobile.trim(), code.trim(), CONSENT_VERSION)
        .then(this.loggedIn),
    )
  }

  /** The SMS code proves the number is the registrant's. */
  registerByPassword(form: {
    mobile: string
    code: string
    password: string
    password2: string
  }): Promise<LoginResult> {
    return this.submit(() =>
      this.api.session
        .registerByPassword({
          ...form,
          mobile: form.mobile.trim(),
          code: form.code.trim(),
          agreeVersion: CONSENT_VERSION,
        })
        .then(this.loggedIn),
    )
  }

  resetPassword(form: {
    mobile: string
    code: string
    password: string
    password2: string
  }): Promise<void> {
    return this.submit(async () => {
      await this.api.session.resetPassword({
        ...form,
        mobile: form.mobile.trim(),
        code: form.code.trim(),
      })
      // The server ended every session of the account.
      this.app.setLoggedOut()
    })
  }

  /** Ends the session on the server; the app forgets the user even if the call fails. */
  async logout(): Promise<void> {
    try {
      await this.api.session.logout()
    } finally {
      this.app.setLoggedOut()
    }
  }

  /** Changes one key of the user info (spec §3). */
  setInfo(key: EditableUserKey, value: string): Promise<void> {
    return this.submit(async () => {
      const user = await this.api.user.setInfo(key, value.trim())
      this.app.setUser(user)
    })
  }

  bindPhone(mobile: string, code: string): Promise<void> {
    return this.submit(async () => {
      const user = await this.api.user.bindPhone(mobile.trim(), code.trim())
      this.app.setUser(user)
    })
  }

  /** Loads the user's addresses into the app state. */
  async loadAddresses(): Promise<void> {
    await this.addressesState.run(
      () => this.api.user.addresses(),
      (addresses) => this.app.setAddresses(addresses),
    )
  }

  /** spec §3/§4: saves the first address and announces it to the store. */
  saveAddress(address: AddressPayload): Promise<UserAddress> {
    return this.submit(async () => {
      const saved = await this.api.user.saveAddress(address)
      this.app.announceAddress(saved)
      return saved
    })
  }

  submitFeedback(content: string, contact: string): Promise<null> {
    return this.submit(() =>
      this.api.user.suggest({ content: content.trim(), contact: contact.trim() }),
    )
  }
}
