import type { AccessResult, CourseDetail, LessonDetail, LessonListItem } from '@shared/study'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http'
import { courseAction, type AccessFacts, type StudyAction } from '@/utils/course-access'

const VISITOR_ACCESS: AccessResult = { access: 0, loggedIn: false, expireAt: null, validityDays: 0 }

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
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
  loading = false
  error: string | null = null
  curLesson: LessonDetail | null = null
  lessonLoading = false
  /** Why the current lesson cannot play (the server's 403 message), or another failure. */
  lessonError: { code: number; message: string } | null = null

  constructor(private readonly api: Api) {
    // API answers are replaced whole, never changed in place: shallow observation is enough and
    // spares converting every course and lesson into observables on a slow phone.
    makeAutoObservable<CourseStore, 'api'>(this, {
      api: false,
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
    }
    this.loading = true
    this.error = null
    try {
      const [info, lessons, access] = await Promise.all([
        this.api.study.courseInfo(courseId),
        this.api.study.lessons(courseId),
        this.api.study.access(courseId),
      ])
      runInAction(() => {
        if (this.courseId !== courseId) return
        this.courseInfo = info
        this.lessonLists = lessons
        this.accessResult = access
      })
    } catch (error) {
      runInAction(() => {
        if (this.courseId === courseId) this.error = messageOf(error)
      })
    } finally {
      runInAction(() => {
        if (this.courseId === courseId) this.loading = false
      })
    }
  }

  /** Access and saved positions again, after a join, an activation, a login or a lesson. */
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
        this.accessResult = { ...this.accessResult, access: 1, expireAt: result.expireAt }
      })
      return true
    } catch {
      return false
    }
  }

  /** spec §4 free join: true on code 200, after which access is refreshed. */
  async freeJoin(type: 'course' | 'classroom' = 'course'): Promise<boolean> {
    if (this.courseId === null) return false
    try {
      await this.api.study.freeJoin({ id: this.courseId, type })
      await this.refresh()
      return true
    } catch {
      return false
    }
  }

  async loadLesson(courseId: number, lessonId: number): Promise<void> {
    this.lessonLoading = true
    this.lessonError = null
    try {
      const lesson = await this.api.study.lesson(courseId, lessonId)
      runInAction(() => {
        this.curLesson = lesson
      })
    } catch (error) {
      runInAction(() => {
        this.curLesson = null
        const code = error instanceof ApiError ? error.code : 0
        this.lessonError = { code, message: messageOf(error) }
      })
    } finally {
      runInAction(() => {
        this.lessonLoading = false
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
