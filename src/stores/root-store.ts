import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { AccountStore } from './account-store'
import { AppStore } from './app-store'
import { HomeStore } from './home-store'

/** What the stores need from outside; tests pass fakes. */
export interface StoreDependencies {
  api: Api
  sessionStorage: KeyValueStorage
}

/** Builds every domain store with its dependencies (MobX "root store" pattern). */
export class RootStore {
  readonly app: AppStore
  readonly home: HomeStore
  readonly account: AccountStore

  constructor(readonly deps: StoreDependencies) {
    this.app = new AppStore(deps.api, deps.sessionStorage)
    this.home = new HomeStore(deps.api)
    this.account = new AccountStore(this.app, deps.api)
  }
}
