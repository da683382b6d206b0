import type { GoodsType } from '@common/contracts/catalogue'
import type { MyStudyItem, RecentStudyItem } from '@common/contracts/user-centre'
import { makeAutoObservable, observableRef } from 'mobx'
import type { Api } from '@/services/api'
import { PagedList } from './paged-list'
import { FetchState } from './request-state'

/** 我的课程 (/user/study): recent study and my courses by goods type (lives: LiveStore). */
export class MyStudyStore {
  readonly recent: PagedList<RecentStudyItem>
  goodsTypes: GoodsType[] = []
  readonly typesState = new FetchState()
  /** The goods type shown (0: all). */
  topId = 0
  courses: MyStudyItem[] = []
  readonly coursesState = new FetchState()

  constructor(private readonly api: Api) {
    this.recent = new PagedList(
      (page) => api.me.recentStudy(page),
      (item) => item.courseId,
    )
    makeAutoObservable<MyStudyStore, 'api'>(this, {
      api: false,
      recent: false,
      typesState: false,
      coursesState: false,
      goodsTypes: observableRef,
      courses: observableRef,
    })
  }

  /** The tabs of my courses: the store's goods types. */
  async loadGoodsTypes(): Promise<void> {
    await this.typesState.run(
      () => this.api.catalogue.goodsTypes(),
      (types) => {
        this.goodsTypes = types
      },
    )
  }

  async loadCourses(topId: number): Promise<void> {
    // Another tab's courses never show under this one, even while it loads or if it fails.
    if (this.topId !== topId) this.courses = []
    this.topId = topId
    await this.coursesState.run(
      () => this.api.me.courses(topId),
      (courses) => {
        // A tab left meanwhile keeps its own answer out of the one shown.
        if (this.topId === topId) this.courses = courses
      },
    )
  }

  /** Nothing of the learner stays for the next one (logout, another login). */
  reset(): void {
    this.recent.clear()
    this.topId = 0
    this.courses = []
    this.coursesState.reset()
  }
}
