import type { LiveLesson } from '@common/contracts/catalogue'
import type { LiveDetail, LiveItem } from '@common/contracts/lives'
import { makeAutoObservable, observable, observableRef } from 'mobx'
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
  /**
   * Each live shown, with its stream when the learner may watch now: by id, as Taro H5 keeps
   * earlier pages (a join link under its course's page) showing their own live.
   */
  readonly details = observable.map<number, LiveDetail>({}, { deep: false })
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
      details: false,
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

  detailOf(liveId: number | null): LiveDetail | null {
    return liveId === null ? null : (this.details.get(liveId) ?? null)
  }

  /** A live for the player, asked again (its state and stream move with the clock). */
  async loadDetail(liveId: number): Promise<void> {
    await this.detailState.run(
      () => this.api.lives.detail(liveId),
      (detail) => {
        this.details.set(liveId, detail)
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
    this.details.clear()
    this.detailState.reset()
    this.schedule = []
    this.scheduleState.reset()
  }
}
