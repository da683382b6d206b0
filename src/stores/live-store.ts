import type { LiveLesson } from '@shared/api'
import type { LiveDetail, LiveItem } from '@shared/lives'
import { makeAutoObservable, observableRef } from 'mobx'
import type { Api } from '@/services/api'
import { PagedList } from './paged-list'
import { FetchState } from './request-state'

/** Live classes: the school's schedule, my lives and replays, a live course's lives, one live. */
export class LiveStore {
  /** The school's coming lives (preLive), each with the learner's access. */
  schedule: LiveLesson[] = []
  readonly scheduleState = new FetchState()
  /** The coming (and on now) lives of my courses. */
  mine: LiveItem[] = []
  readonly mineState = new FetchState()
  /** My ended lives, 10 a page. */
  readonly replays: PagedList<LiveItem>
  /** The live course shown (/study/live/:courseId) and its lives. */
  courseId: number | null = null
  courseLives: LiveItem[] = []
  readonly courseLivesState = new FetchState()
  /** The live on the player, with its stream when the learner may watch now. */
  liveId: number | null = null
  detail: LiveDetail | null = null
  readonly detailState = new FetchState()

  constructor(private readonly api: Api) {
    this.replays = new PagedList(
      (page) => api.lives.replays(page),
      (item) => item.id,
    )
    makeAutoObservable<LiveStore, 'api'>(this, {
      api: false,
      replays: false,
      scheduleState: false,
      mineState: false,
      courseLivesState: false,
      detailState: false,
      schedule: observableRef,
      mine: observableRef,
      courseLives: observableRef,
      detail: observableRef,
    })
  }

  async loadSchedule(): Promise<void> {
    await this.scheduleState.run(
      () => this.api.home.preLive(),
      (lives) => {
        this.schedule = lives
      },
    )
  }

  async loadMine(): Promise<void> {
    await this.mineState.run(
      () => this.api.lives.mine(),
      (lives) => {
        this.mine = lives
      },
    )
  }

  async loadCourseLives(courseId: number): Promise<void> {
    // Another course's lives never show under this one while it loads or if it fails.
    if (this.courseId !== courseId) this.courseLives = []
    this.courseId = courseId
    await this.courseLivesState.run(
      () => this.api.lives.ofCourse(courseId),
      (lives) => {
        if (this.courseId === courseId) this.courseLives = lives
      },
    )
  }

  /** The live for the player; a later request for another live wins over a slower answer. */
  async loadDetail(liveId: number): Promise<void> {
    if (this.liveId !== liveId) this.detail = null
    this.liveId = liveId
    await this.detailState.run(
      () => this.api.lives.detail(liveId),
      (detail) => {
        if (this.liveId === liveId) this.detail = detail
      },
    )
  }

  /** Nothing of the learner stays for the next one (logout, another login). */
  reset(): void {
    this.mine = []
    this.mineState.reset()
    this.replays.clear()
    this.courseId = null
    this.courseLives = []
    this.courseLivesState.reset()
    this.liveId = null
    this.detail = null
    this.detailState.reset()
    this.schedule = []
    this.scheduleState.reset()
  }
}
