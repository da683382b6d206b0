import type { CourseCard, GoodsItem, LiveLesson } from '@common/contracts/catalogue'
import type { AccessResult, ClassroomDetail, MyClassroom } from '@common/contracts/study'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { FetchState } from './request-state'

/** A class room (its info, the learner's access, courses, lives, goods) and my class rooms. */
export class ClassroomStore {
  classId: number | null = null
  info: ClassroomDetail | null = null
  accessResult: AccessResult | null = null
  courses: CourseCard[] = []
  lives: LiveLesson[] = []
  readonly state = new FetchState()
  goods: GoodsItem[] = []
  goodsTotal = 0
  goodsPage = 0
  goodsPageSize = 10
  readonly goodsState = new FetchState()
  mine: MyClassroom[] = []
  readonly mineState = new FetchState()

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough.
    makeAutoObservable<ClassroomStore, 'api'>(this, {
      api: false,
      state: false,
      goodsState: false,
      mineState: false,
      info: observableRef,
      accessResult: observableRef,
      courses: observableRef,
      lives: observableRef,
      goods: observableRef,
      mine: observableRef,
    })
  }

  get hasMoreGoods(): boolean {
    return this.goodsPage * this.goodsPageSize < this.goodsTotal
  }

  async load(classId: number): Promise<void> {
    if (this.classId !== classId) {
      this.classId = classId
      this.info = null
      this.accessResult = null
      this.courses = []
      this.lives = []
      this.goods = []
      this.goodsTotal = 0
      this.goodsPage = 0
      this.state.reset()
      this.goodsState.reset()
    }
    const loaded = await this.state.run(
      () =>
        Promise.all([
          this.api.classroom.info(classId),
          this.api.classroom.access(classId),
          this.api.classroom.courses(classId),
          this.api.classroom.lives(classId),
        ]),
      ([info, access, courses, lives]) => {
        if (this.classId !== classId) return
        this.info = info
        this.accessResult = access
        this.courses = courses
        this.lives = lives
      },
    )
    if (loaded) await this.loadGoods(1)
  }

  async loadMoreGoods(): Promise<void> {
    if (!this.goodsState.isFetching && this.hasMoreGoods) await this.loadGoods(this.goodsPage + 1)
  }

  private async loadGoods(page: number): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    await this.goodsState.run(
      () => this.api.classroom.goods(classId, page),
      (result) => {
        if (this.classId !== classId) return
        this.goods = page === 1 ? result.list : [...this.goods, ...result.list]
        this.goodsTotal = result.totalCount
        this.goodsPageSize = result.pageSize
        this.goodsPage = page
      },
    )
  }

  /** The learner's access again; rejects with the ApiError when it cannot be had. */
  async refreshAccess(): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    const access = await this.api.classroom.access(classId)
    runInAction(() => {
      if (this.classId === classId) this.accessResult = access
    })
  }

  /** spec §4 free join of a free class room; rejects with the ApiError when it fails. */
  async freeJoin(): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    await this.api.study.freeJoin({ id: classId, type: 'classroom' })
    await this.refreshAccess()
  }

  async loadMine(): Promise<void> {
    await this.mineState.run(
      () => this.api.classroom.mine(),
      (mine) => {
        this.mine = mine
      },
    )
  }
}
