import { reaction } from 'mobx'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { NO_WECHAT, type Wechat } from '@/services/wechat'
import { AccountStore } from './account-store'
import { AppStore } from './app-store'
import { BankListStore } from './bank-list-store'
import { BankStore } from './bank-store'
import { CatalogueStore } from './catalogue-store'
import { ClassroomStore } from './classroom-store'
import { CourseStore } from './course-store'
import { DiscussionStore } from './discussion-store'
import { GoodsStore } from './goods-store'
import { SearchStore } from './search-store'
import { HomeStore } from './home-store'
import { LiveStore } from './live-store'
import { PracticeStore } from './practice-store'
import { OrderStore } from './order-store'
import { QuestionDiscussionStore } from './question-discussion-store'
import { MyStudyStore } from './my-study-store'
import { UserCentreStore } from './user-centre-store'

/** What the stores need from outside; tests pass fakes. */
export interface StoreDependencies {
  api: Api
  sessionStorage: KeyValueStorage
  /** Survives the session: recent searches. */
  localStorage: KeyValueStorage
  /** Share cards inside WeChat's browser; none by default (tests, the mini-program). */
  wechat?: Wechat
}

/** Builds every domain store with its dependencies (MobX "root store" pattern). */
export class RootStore {
  readonly app: AppStore
  readonly home: HomeStore
  readonly account: AccountStore
  readonly catalogue: CatalogueStore
  readonly goods: GoodsStore
  readonly search: SearchStore
  readonly course: CourseStore
  readonly discussion: DiscussionStore
  readonly classroom: ClassroomStore
  readonly bank: BankStore
  readonly bankList: BankListStore
  readonly practice: PracticeStore
  readonly questionDiscussions: QuestionDiscussionStore
  readonly orders: OrderStore
  readonly me: UserCentreStore
  readonly myStudy: MyStudyStore
  readonly lives: LiveStore
  readonly wechat: Wechat

  constructor(readonly deps: StoreDependencies) {
    this.app = new AppStore(deps.api, deps.sessionStorage)
    this.home = new HomeStore(deps.api, deps.sessionStorage, () => this.app.checkLogin())
    this.catalogue = new CatalogueStore(deps.api)
    this.goods = new GoodsStore(deps.api)
    this.search = new SearchStore(deps.api, deps.localStorage)
    this.account = new AccountStore(this.app, deps.api)
    this.course = new CourseStore(deps.api)
    this.discussion = new DiscussionStore(deps.api)
    this.classroom = new ClassroomStore(deps.api)
    this.bank = new BankStore(deps.api, deps.localStorage, () => this.app.isLogin)
    this.bankList = new BankListStore(deps.api)
    this.practice = new PracticeStore(deps.api, deps.localStorage)
    this.questionDiscussions = new QuestionDiscussionStore(deps.api)
    this.orders = new OrderStore(deps.api)
    this.me = new UserCentreStore(deps.api)
    this.myStudy = new MyStudyStore(deps.api)
    this.lives = new LiveStore(deps.api)
    this.wechat = deps.wechat ?? NO_WECHAT
    // A learner's own pages never show to the next one on a shared phone: forgotten at logout
    // and when another account logs in (undefined: logged in, the user not read yet).
    reaction(
      () => (this.app.isLogin ? this.app.userInfo?.uid : null),
      (uid, previous) => {
        const anotherUser = uid != null && previous != null && uid !== previous
        // A report is shown as its viewer may see it: whole to its learner, its score to others.
        this.practice.forgetReport(uid === null || anotherUser)
        if (uid === null || anotherUser) {
          this.me.reset()
          this.myStudy.reset()
          this.lives.reset()
        }
      },
    )
  }
}
