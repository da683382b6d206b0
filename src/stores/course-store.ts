import type {
  AccessResult,
  CourseDetail,
  LessonDetail,
  LessonListItem,
} from '@common/contracts/study'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { ACCESS } from '@common/constants/access'
import type { Api } from '@/services/api'
import { courseAction, type AccessFacts, type StudyAction } from '@common/rules/course-access'
import { FetchState } from './request-state'

const VISITOR_ACCESS: AccessResult = {
  access: ACCESS.needsPurchase,
  loggedIn: false,
  expireAt: null,
  validityDays: 0,
}

/**
 * spec §3 course store: the open course (courseInfo, lessonLists, access, curLesson) and its
 * loading flags. Access always comes from the server; nothing here grants it.
 */
export class CourseStore {
  courseId: number | null = null
  courseInfo: CourseDetail | null = null
  lessonLists: LessonListItem[] = []
  accessResult: AccessResult = VISITOR_ACCESS
  readonly state = new FetchState()
  curLesson: LessonDetail | null = null
  /** The lesson to play; its errorCode says why one cannot play (403: not bought). */
  readonly lessonState = new FetchState()

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<CourseStore, 'api'>(this, {
      api: false,
      state: false,
      lessonState: false,
      courseInfo: observableRef,
      lessonLists: observableRef,
      accessResult: observableRef,
      curLesson: observableRef,
    })
  }

  get access(): number {
    return this.accessResult.access
  }

  get facts(): AccessFacts {
    return {
      access: this.accessResult.access,
      loggedIn: this.accessResult.loggedIn,
      discountPrice: this.courseInfo?.discountPrice ?? 0,
    }
  }

  /** What the buy footer's button does for this learner. */
  get action(): StudyAction {
    return courseAction(this.facts)
  }

  /** Loads the course, its lessons and the learner's access together. */
  async load(courseId: number): Promise<void> {
    if (this.courseId !== courseId) {
      this.courseId = courseId
      this.courseInfo = null
      this.lessonLists = []
      this.accessResult = VISITOR_ACCESS
      this.state.reset()
    }
    await this.state.run(
      () =>
        Promise.all([
          this.api.study.courseInfo(courseId),
          this.api.study.lessons(courseId),
          this.api.study.access(courseId),
        ]),
      ([info, lessons, access]) => {
        if (this.courseId !== courseId) return
        this.courseInfo = info
        this.lessonLists = lessons
        this.accessResult = access
      },
    )
  }

  /**
   * Access and saved positions again, after a join, an activation, a login or a lesson;
   * rejects with the ApiError when they cannot be had.
   */
  async refresh(): Promise<void> {
    const courseId = this.courseId
    if (courseId === null) return
    const [lessons, access] = await Promise.all([
      this.api.study.lessons(courseId),
      this.api.study.access(courseId),
    ])
    runInAction(() => {
      if (this.courseId !== courseId) return
      this.lessonLists = lessons
      this.accessResult = access
    })
  }

  /** spec §4 activation: true on code 200 (then access is 1), false otherwise. */
  async activate(): Promise<boolean> {
    if (this.courseId === null) return false
    try {
      const result = await this.api.study.tryActive(this.courseId)
      runInAction(() => {
        this.accessResult = {
          ...this.accessResult,
          access: ACCESS.mayEnter,
          expireAt: result.expireAt,
        }
      })
      return true
    } catch {
      return false
    }
  }

  /** The learner's access to any course (a live's, from a list), without opening it. */
  accessOf(courseId: number): Promise<AccessResult> {
    return this.api.study.access(courseId)
  }

  /** Activates any course (a live's, from a list); true on code 200 (spec §4 activation). */
  async activateCourse(courseId: number): Promise<boolean> {
    return this.api.study.tryActive(courseId).then(
      () => true,
      () => false,
    )
  }

  /** spec §4 free join: true on code 200, after which access is refreshed. */
  async freeJoin(type: 'course' | 'classroom' = 'course'): Promise<boolean> {
    if (this.courseId === null) return false
    try {
      await this.api.study.freeJoin({ id: this.courseId, type })
    } catch {
      return false
    }
    // Joined: a failed refresh leaves the old access on screen, not a failed join.
    await this.refresh().catch(() => undefined)
    return true
  }

  async loadLesson(courseId: number, lessonId: number): Promise<void> {
    const loaded = await this.lessonState.run(
      () => this.api.study.lesson(courseId, lessonId),
      (lesson) => {
        this.curLesson = lesson
      },
    )
    if (!loaded) {
      runInAction(() => {
        this.curLesson = null
      })
    }
  }

  /** Saves where the learner is; a failure (a visitor, a dropped network) is not shown. */
  async savePosition(lessonId: number, seconds: number): Promise<void> {
    if (!this.accessResult.loggedIn) return
    await this.api.study.saveRecord(lessonId, seconds).catch(() => undefined)
  }

  /** The study record behind recent study and the continue-learning alert. */
  async mark(courseId: number, lessonId: number): Promise<void> {
    if (!this.accessResult.loggedIn) return
    await this.api.study.mark({ courseId, lessonId }).catch(() => undefined)
  }
}
