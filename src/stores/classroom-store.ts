import type { CourseCard, GoodsItem, LiveLesson } from '@shared/api'
import type { AccessResult, ClassroomDetail, MyClassroom } from '@shared/study'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A class room (its info, the learner's access, courses, lives, goods) and my class rooms. */
export class ClassroomStore {
  classId: number | null = null
  info: ClassroomDetail | null = null
  accessResult: AccessResult | null = null
  courses: CourseCard[] = []
  lives: LiveLesson[] = []
  goods: GoodsItem[] = []
  goodsTotal = 0
  goodsPage = 0
  goodsPageSize = 10
  goodsLoading = false
  loading = false
  error: string | null = null
  mine: MyClassroom[] = []
  mineLoaded = false
  mineError: string | null = null

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<ClassroomStore, 'api'>(this, {
      api: false,
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
    }
    this.loading = true
    this.error = null
    try {
      const [info, access, courses, lives] = await Promise.all([
        this.api.classroom.info(classId),
        this.api.classroom.access(classId),
        this.api.classroom.courses(classId),
        this.api.classroom.lives(classId),
      ])
      runInAction(() => {
        if (this.classId !== classId) return
        this.info = info
        this.accessResult = access
        this.courses = courses
        this.lives = lives
      })
      await this.loadGoods(1)
    } catch (error) {
      runInAction(() => {
        if (this.classId === classId) this.error = messageOf(error)
      })
    } finally {
      runInAction(() => {
        if (this.classId === classId) this.loading = false
      })
    }
  }

  async loadMoreGoods(): Promise<void> {
    if (!this.goodsLoading && this.hasMoreGoods) await this.loadGoods(this.goodsPage + 1)
  }

  private async loadGoods(page: number): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    this.goodsLoading = true
    try {
      const result = await this.api.classroom.goods(classId, page)
      runInAction(() => {
        if (this.classId !== classId) return
        this.goods = page === 1 ? result.list : [...this.goods, ...result.list]
        this.goodsTotal = result.totalCount
        this.goodsPageSize = result.pageSize
        this.goodsPage = page
      })
    } finally {
      runInAction(() => {
        this.goodsLoading = false
      })
    }
  }

  async refreshAccess(): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    const access = await this.api.classroom.access(classId)
    runInAction(() => {
      if (this.classId === classId) this.accessResult = access
    })
  }

  /** spec §4 free join of a free class room; access is refreshed after it. */
  async freeJoin(): Promise<void> {
    const classId = this.classId
    if (classId === null) return
    await this.api.study.freeJoin({ id: classId, type: 'classroom' })
    await this.refreshAccess()
  }

  async loadMine(): Promise<void> {
    this.mineError = null
    try {
      const mine = await this.api.classroom.mine()
      runInAction(() => {
        this.mine = mine
        this.mineLoaded = true
      })
    } catch (error) {
      runInAction(() => {
        this.mineError = messageOf(error)
      })
    }
  }
}
