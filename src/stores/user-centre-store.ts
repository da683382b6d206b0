import type {
  ExamDateInfo,
  PointsEntry,
  SignDays,
  SignInResult,
  UserSummary,
} from '@common/contracts/user-centre'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { PagedList } from './paged-list'
import { FetchState, SaveState } from './request-state'

/**
 * The learner's own corner of the user centre: the header (points, today's sign-in, the exam
 * date), signing in, the sign-in calendar and the points detail.
 */
export class UserCentreStore {
  summary: UserSummary | null = null
  readonly summaryState = new FetchState()
  calendar: SignDays | null = null
  readonly calendarState = new FetchState()
  readonly points: PagedList<PointsEntry>
  readonly signState = new SaveState()
  readonly examDateState = new SaveState()
  /** Counts sign-ins and date changes: a summary asked for before one is not applied after. */
  private changes = 0
  /** The month last asked for: a late answer for another month is dropped. */
  private calendarMonth: string | undefined = undefined

  constructor(private readonly api: Api) {
    this.points = new PagedList(
      (page) => api.me.points(page),
      (entry) => entry.id,
    )
    makeAutoObservable<UserCentreStore, 'api' | 'changes' | 'calendarMonth'>(this, {
      api: false,
      changes: false,
      calendarMonth: false,
      summaryState: false,
      calendarState: false,
      points: false,
      signState: false,
      examDateState: false,
      summary: observableRef,
      calendar: observableRef,
    })
  }

  async loadSummary(): Promise<void> {
    const changes = this.changes
    await this.summaryState.run(
      () => this.api.me.summary(),
      (summary) => {
        if (changes === this.changes) this.summary = summary
      },
    )
  }

  /** A month of the calendar (YYYY-MM; this month when none); the last one asked for wins. */
  async loadCalendar(month?: string): Promise<void> {
    this.calendarMonth = month
    await this.calendarState.run(
      () => this.api.me.signDays(month),
      (calendar) => {
        if (this.calendarMonth === month) this.calendar = calendar
      },
    )
  }

  /** A month before or after the one last asked for (so quick taps add up). */
  monthFrom(shift: (month: string) => string): string | undefined {
    const base = this.calendarMonth ?? this.calendar?.month
    return base ? shift(base) : undefined
  }

  /** Nothing of the learner stays for the next one (logout, another login). */
  reset(): void {
    this.changes += 1
    this.summary = null
    this.calendar = null
    this.calendarMonth = undefined
    this.summaryState.reset()
    this.calendarState.reset()
    this.points.clear()
  }

  /** Signs in for today; the header, the calendar and the detail follow. */
  async signIn(): Promise<SignInResult> {
    const result = await this.signState.run(() => this.api.me.signIn())
    runInAction(() => {
      this.changes += 1
      if (this.summary) {
        this.summary = {
          ...this.summary,
          points: result.balance,
          signedToday: true,
          streak: result.streak,
        }
      }
      const calendar = this.calendar
      if (
        calendar &&
        result.day.startsWith(calendar.month) &&
        !calendar.days.includes(result.day)
      ) {
        this.calendar = {
          ...calendar,
          days: [...calendar.days, result.day].sort(),
          signedToday: true,
          streak: result.streak,
        }
      }
    })
    if (!result.already && this.points.state.loaded) await this.points.reload()
    return result
  }

  /** Sets (or with '' clears) the exam date; rejects with the server's refusal. */
  async setExamDate(examDate: string): Promise<ExamDateInfo> {
    const info = await this.examDateState.run(() => this.api.me.setExamDate(examDate))
    runInAction(() => {
      this.changes += 1
      if (this.summary) {
        this.summary = { ...this.summary, examDate: info.examDate, daysLeft: info.daysLeft }
      }
    })
    return info
  }
}
