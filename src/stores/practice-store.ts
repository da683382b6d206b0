import type {
  AnswerPayload,
  AnswerSaved,
  AttemptReport,
  AttemptSummary,
  AttemptState,
  OpenAttempt,
  OwnSetRequest,
  PracticeMode,
  PracticePaper,
} from '@common/contracts/practice'
import { makeAutoObservable, observable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { ApiError } from '@/services/http'
import type { KeyValueStorage } from '@/services/storage'
import { isAnswered, unitsOf, type Unit } from '@/utils/practice'
import { FetchState, SaveState } from './request-state'

/** The learner's reading comfort for long sessions: font size and night mode. */
const PREFS_KEY = 'PRACTICE_PREFS'
export const FONT_SIZES = ['标准', '大', '特大'] as const
export type FontSize = (typeof FONT_SIZES)[number]

/** This device's own random name, so that the server keeps its answers in the order sent. */
const DEVICE_KEY = 'PRACTICE_DEVICE'

/** Answers not yet accepted by the server, kept across a closed page: `PRACTICE_PENDING_<id>`. */
const pendingKey = (attemptId: number) => `PRACTICE_PENDING_${attemptId}`

/**
 * An answer on its way to the server, with when it was given (so that one kept offline does
 * not replace a later one from another device); a null answer is a cleared one.
 */
export interface PendingAnswer {
  answer: AnswerPayload | null
  answeredAt: number
}

/**
 * One attempt at a paper (the practice section): its questions, the learner's answers as they
 * are given (saved at once; kept locally and sent again while the network is away), the
 * question shown, flags, the server's deadline, the submission and its report.
 */
export class PracticeStore {
  attempt: AttemptState | null = null
  readonly answers = observable.map<number, AnswerPayload>()
  /** Practice mode: what the server said of each answer. */
  readonly feedback = observable.map<number, AnswerSaved>()
  readonly flagged = observable.set<number>()
  readonly pending = observable.map<number, PendingAnswer>()
  readonly favourites = observable.set<number>()
  /** The learner's notes, by question, once asked for. */
  readonly notes = observable.map<number, string>()
  index = 0
  /** 背题: the answers shown without answering (practice mode). */
  showAnswers = false
  /** Client time the exam ends, from the server's seconds left. */
  deadline: number | null = null
  report: AttemptReport | null = null
  /** The score of the report on show: the learner's own, or one a friend shared. */
  summary: AttemptSummary | null = null
  fontSize: FontSize = '标准'
  night = false
  /**
   * Practice moves on after a right 单选/判断 answer (utils/practice.ts autoNextDelay). Off
   * until the learner turns it on: one who reads each 解析 is never moved on unasked.
   */
  autoNext = false
  /** The case material's pinned height in px; null: its default share of the screen. */
  materialHeight: number | null = null
  readonly state = new FetchState()
  readonly submitState = new SaveState()
  readonly reportState = new FetchState()
  /** A 自评 on its way: the marks wait for it, so that replies come back in order. */
  readonly markState = new SaveState()

  constructor(
    private readonly api: Api,
    private readonly storage: KeyValueStorage,
    private readonly clock: () => number = Date.now,
  ) {
    makeAutoObservable<PracticeStore, 'api' | 'storage' | 'clock'>(this, {
      api: false,
      storage: false,
      clock: false,
      state: false,
      submitState: false,
      reportState: false,
      markState: false,
      attempt: observableRef,
      report: observableRef,
      summary: observableRef,
    })
    try {
      const prefs = JSON.parse(this.storage.get(PREFS_KEY) ?? '{}') as {
        fontSize?: FontSize
        night?: boolean
        autoNext?: boolean
        materialHeight?: number
      }
      if (prefs.fontSize && FONT_SIZES.includes(prefs.fontSize)) this.fontSize = prefs.fontSize
      this.night = prefs.night === true
      this.autoNext = prefs.autoNext === true
      if (typeof prefs.materialHeight === 'number' && prefs.materialHeight > 0) {
        this.materialHeight = prefs.materialHeight
      }
    } catch {
      // Unreadable preferences are the defaults.
    }
  }

  /** The next font size, remembered on this device. */
  nextFontSize(): void {
    this.fontSize = FONT_SIZES[(FONT_SIZES.indexOf(this.fontSize) + 1) % FONT_SIZES.length]
    this.keepPrefs()
  }

  toggleNight(): void {
    this.night = !this.night
    this.keepPrefs()
  }

  toggleAutoNext(): void {
    this.autoNext = !this.autoNext
    this.keepPrefs()
  }

  /** The pinned case material's height the learner dragged it to, remembered on this device. */
  setMaterialHeight(height: number): void {
    this.materialHeight = height
    this.keepPrefs()
  }

  private keepPrefs(): void {
    this.storage.set(
      PREFS_KEY,
      JSON.stringify({
        fontSize: this.fontSize,
        night: this.night,
        autoNext: this.autoNext,
        materialHeight: this.materialHeight,
      }),
    )
  }

  get units(): Unit[] {
    return this.attempt ? unitsOf(this.attempt.questions) : []
  }

  get current(): Unit | null {
    return this.units[this.index] ?? null
  }

  get unanswered(): number {
    return this.units.filter((unit) => !isAnswered(this.answers.get(unit.question.id))).length
  }

  get mode(): PracticeMode | null {
    return this.attempt?.mode ?? null
  }

  secondsLeft(now = this.clock()): number | null {
    return this.deadline === null ? null : Math.max(0, Math.ceil((this.deadline - now) / 1000))
  }

  /** Starts an attempt; resolves its id. */
  async start(paperId: number, mode: PracticeMode): Promise<number> {
    const started = await this.api.practice.start(paperId, mode)
    return started.attemptId
  }

  /** Opens an attempt where the learner left it, with every answer saved on any device. */
  async load(attemptId: number): Promise<void> {
    if (this.attempt?.attemptId !== attemptId) {
      this.attempt = null
      this.answers.clear()
      this.feedback.clear()
      this.flagged.clear()
      this.pending.clear()
      this.deadline = null
      this.showAnswers = false
      this.report = null
      this.index = 0
      this.state.reset()
    }
    await this.state.run(
      () => this.api.practice.attempt(attemptId),
      (attempt) => {
        this.attempt = attempt
        this.favourites.replace(attempt.favourites)
        this.deadline =
          attempt.secondsLeft === null ? null : this.clock() + attempt.secondsLeft * 1000
        for (const answer of attempt.answers) {
          const { questionId, savedAt: _savedAt, ...payload } = answer
          this.answers.set(questionId, payload)
        }
        this.index = Math.min(attempt.position, Math.max(0, unitsOf(attempt.questions).length - 1))
        // Answers given while the network was away, kept on this device, are sent again; the
        // server keeps whichever was given last.
        for (const [questionId, pending] of Object.entries(this.storedPending(attemptId))) {
          if (pending.answer) this.answers.set(Number(questionId), pending.answer)
          else this.answers.delete(Number(questionId))
          this.pending.set(Number(questionId), pending)
        }
      },
    )
    await this.flush()
  }

  private storedPending(attemptId: number): Record<string, PendingAnswer> {
    try {
      const stored = JSON.parse(this.storage.get(pendingKey(attemptId)) ?? '{}') as Record<
        string,
        PendingAnswer | AnswerPayload
      >
      // Kept by an earlier version of the app: the answer alone.
      return Object.fromEntries(
        Object.entries(stored).map(([id, value]) => [
          id,
          'answeredAt' in value ? value : { answer: value, answeredAt: this.clock() },
        ]),
      ) as Record<string, PendingAnswer>
    } catch {
      return {}
    }
  }

  private device(): string {
    const known = this.storage.get(DEVICE_KEY)
    if (known) return known
    const named = `${this.clock().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
    this.storage.set(DEVICE_KEY, named)
    return named
  }

  private keepPending(): void {
    const attemptId = this.attempt?.attemptId
    if (attemptId === undefined) return
    if (this.pending.size === 0) this.storage.remove(pendingKey(attemptId))
    else this.storage.set(pendingKey(attemptId), JSON.stringify(Object.fromEntries(this.pending)))
  }

  /** Shows a question; the server remembers it, so that any device resumes there. */
  go(index: number): void {
    const next = Math.max(0, Math.min(index, this.units.length - 1))
    if (next === this.index) return
    this.index = next
    const attempt = this.attempt
    if (attempt && !attempt.submitted) {
      // Only a convenience: a failure leaves the position of the last answer.
      this.api.practice.move(attempt.attemptId, next).catch(() => undefined)
    }
  }

  toggleFlag(questionId: number): void {
    if (this.flagged.has(questionId)) this.flagged.delete(questionId)
    else this.flagged.add(questionId)
  }

  setShowAnswers(show: boolean): void {
    this.showAnswers = show
  }

  /** Gives an answer: shown at once, saved to the server (or kept until it can be). */
  async answer(questionId: number, payload: AnswerPayload): Promise<void> {
    this.answers.set(questionId, payload)
    this.pending.set(questionId, { answer: payload, answeredAt: this.clock() })
    this.keepPending()
    await this.flush()
  }

  /** Takes an exam answer back: the question is unanswered again. */
  async clear(questionId: number): Promise<void> {
    this.answers.delete(questionId)
    this.pending.set(questionId, { answer: null, answeredAt: this.clock() })
    this.keepPending()
    await this.flush()
  }

  private flushing: Promise<void> | null = null

  /**
   * Sends every answer the server has not accepted yet, one at a time and one run at a time,
   * so that a later answer to a question is never overtaken by an earlier one.
   */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.sendPending().finally(() => {
        this.flushing = null
      })
    }
    return this.flushing
  }

  private async sendPending(): Promise<void> {
    const attemptId = this.attempt?.attemptId
    if (attemptId === undefined) return
    let handedIn = false
    const device = this.device()
    // Another attempt opened meanwhile has its own answers: this run stops.
    while (this.pending.size > 0 && this.attempt?.attemptId === attemptId) {
      const [questionId, payload] = [...this.pending.entries()][0]
      try {
        // The server dates the answer by its own clock: it is told how long ago it was given.
        const sending = { answeredAgo: Math.max(0, this.clock() - payload.answeredAt), device }
        const saved: { newer?: AnswerPayload; correct?: AnswerSaved['correct'] } = payload.answer
          ? await this.api.practice.save(attemptId, questionId, { ...payload.answer, ...sending })
          : await this.api.practice.clear(attemptId, questionId, sending)
        runInAction(() => {
          if (this.pending.get(questionId) !== payload) return
          this.pending.delete(questionId)
          // Another device answered after this answer was given: its answer stands.
          if (saved.newer) this.answers.set(questionId, saved.newer)
          else if (saved.correct !== undefined) this.feedback.set(questionId, saved as AnswerSaved)
        })
      } catch (error) {
        // The server refused this answer (a bad answer, the attempt submitted or over): it is
        // dropped. Anything else (no network, a lost session, a busy server) keeps it.
        const refused = error instanceof ApiError && [400, 404, 409].includes(error.code)
        if (!refused) return
        if (error.code === 409) handedIn = true
        runInAction(() => {
          if (this.pending.get(questionId) === payload) this.pending.delete(questionId)
        })
      } finally {
        this.keepPending()
      }
    }
    // Handed in meanwhile (on another device, or by the clock): the attempt is read again, and
    // the page goes on to its report.
    if (handedIn && this.attempt?.attemptId === attemptId) {
      const state = await this.api.practice.attempt(attemptId)
      runInAction(() => {
        if (this.attempt?.attemptId === attemptId) this.attempt = state
      })
    }
  }

  async toggleFavourite(questionId: number): Promise<boolean> {
    const { favourite } = await this.api.practice.favourite(questionId)
    runInAction(() => {
      if (favourite) this.favourites.add(questionId)
      else this.favourites.delete(questionId)
    })
    return favourite
  }

  async loadNote(questionId: number): Promise<void> {
    const note = await this.api.practice.note(questionId)
    runInAction(() => this.notes.set(questionId, note.content))
  }

  async saveNote(questionId: number, content: string): Promise<void> {
    const note = await this.api.practice.saveNote(questionId, content)
    runInAction(() => this.notes.set(questionId, note.content))
  }

  async deleteNote(questionId: number): Promise<void> {
    await this.api.practice.deleteNote(questionId)
    runInAction(() => this.notes.set(questionId, ''))
  }

  /** 纠错: a mistake reported in a question, for the school. */
  async reportCorrection(questionId: number, content: string): Promise<void> {
    await this.api.practice.reportCorrection(questionId, content)
  }

  /** The learner's attempts at a paper not yet submitted (继续答题). */
  openAttempts(paperId: number): Promise<OpenAttempt[]> {
    return this.api.practice.openAttempts(paperId)
  }

  /** Hands in an attempt (an exam left open), without showing it. */
  async handIn(attemptId: number): Promise<void> {
    await this.api.practice.submit(attemptId)
  }

  /** Makes a practice set of the learner's own (错题重做, 收藏重做, a point, 智能练习). */
  makeSet(request: OwnSetRequest): Promise<PracticePaper> {
    return this.api.practice.makeSet(request)
  }

  /** 自评: the learner's marks for a written answer; the report follows. */
  async mark(questionId: number, earned: number): Promise<boolean> {
    const attemptId = this.report?.attemptId
    if (attemptId === undefined || this.markState.isSaving) return false
    const report = await this.markState.run(() =>
      this.api.practice.mark(attemptId, questionId, earned),
    )
    runInAction(() => {
      if (this.report?.attemptId === attemptId) this.report = report
    })
    return true
  }

  /** Submits (after sending what is pending); resolves the report. */
  async submit(): Promise<AttemptReport | null> {
    const attemptId = this.attempt?.attemptId
    if (attemptId === undefined) return null
    await this.flush()
    let report: AttemptReport | null = null
    await this.submitState.run(async () => {
      report = await this.api.practice.submit(attemptId)
    })
    runInAction(() => {
      if (report) this.report = report
    })
    return report
  }

  /** The report on show is read again for the next viewer; `attempt` too for another learner. */
  forgetReport(attemptToo: boolean): void {
    this.summary = null
    this.report = null
    if (attemptToo) this.attempt = null
  }

  /**
   * The report of a submitted attempt: its summary (anyone's, for a shared report), and for the
   * learner's own attempt the whole report with its review (submitting answers the kept one).
   */
  async loadReport(attemptId: number): Promise<void> {
    const shown = this.summary?.attemptId === attemptId ? this.summary : null
    const whole = this.report?.attemptId === attemptId && this.attempt?.attemptId === attemptId
    if (shown && (!shown.mine || whole)) return
    await this.reportState.run(
      async () => {
        const summary = await this.api.practice.summary(attemptId)
        if (!summary.mine) return { summary, attempt: null, report: null }
        // Just submitted: the report and the attempt are in already.
        if (this.report?.attemptId === attemptId && this.attempt?.attemptId === attemptId) {
          return { summary, attempt: this.attempt, report: this.report }
        }
        const attempt = await this.api.practice.attempt(attemptId)
        return { summary, attempt, report: await this.api.practice.submit(attemptId) }
      },
      ({ summary, attempt, report }) => {
        this.summary = summary
        // The review shows each question's stem and options from the attempt.
        if (attempt && this.attempt?.attemptId !== attemptId) this.attempt = attempt
        if (report) this.report = report
      },
    )
  }
}
