import type {
  KnowledgeInfo,
  PracticeTile,
  Subject,
  SubjectInfo,
  SubjectStatistic,
  YearSubjects,
} from '@common/contracts/bank'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { EXAMS } from '@common/constants/exams'
import type { Api } from '@/services/api'
import type { KeyValueStorage } from '@/services/storage'
import { LAST_EXAM_KEY, LEAD_PAGE_KEY, TEST_EXAM_KEY } from '@common/constants/bank-storage'
import { flooredPercent } from '@common/rules/bank'
import { FetchState } from './request-state'

const DEFAULT_EXAM = EXAMS[0].id

/** The bank home (spec §2): exam, year and subject, the learner's figures, tiles, points. */
export class BankStore {
  examId: number | null = null
  years: YearSubjects[] = []
  subject: Subject | null = null
  info: SubjectInfo | null = null
  tiles: PracticeTile[] = []
  statistic: SubjectStatistic | null = null
  knowledge: KnowledgeInfo | null = null
  /** spec §4: a failed subject-access check sets access to false. */
  access = false
  /** The access check has answered (or failed) for the subject shown. */
  accessChecked = false
  /** A toast for the bank home to show once the switched-to subject is shown (spec §8). */
  pendingNotice: string | null = null
  readonly state = new FetchState()
  readonly statisticState = new FetchState()
  readonly knowledgeState = new FetchState()

  constructor(
    private readonly api: Api,
    private readonly storage: KeyValueStorage,
    private readonly isLogin: () => boolean,
  ) {
    makeAutoObservable<BankStore, 'api' | 'storage' | 'isLogin'>(this, {
      api: false,
      storage: false,
      isLogin: false,
      state: false,
      statisticState: false,
      knowledgeState: false,
      years: observableRef,
      subject: observableRef,
      info: observableRef,
      tiles: observableRef,
      statistic: observableRef,
      knowledge: observableRef,
    })
  }

  /** The subjects of the year the chosen subject belongs to. */
  get subjects(): Subject[] {
    const year = this.subject?.year
    return this.years.find((group) => group.year === year)?.subjects ?? []
  }

  get yearList(): number[] {
    return this.years.map((group) => group.year)
  }

  /** spec §9: completion rate and accuracy, floored, 0 on a zero denominator. */
  get rates(): { completion: number; accuracy: number; done: number } | null {
    if (!this.statistic) return null
    const { totalQuestion, doneQuestion, rightQuestion } = this.statistic
    return {
      completion: flooredPercent(doneQuestion, totalQuestion),
      accuracy: flooredPercent(rightQuestion, doneQuestion),
      done: doneQuestion,
    }
  }

  /** Keeps a switch's toast until the page that shows the new subject takes it. */
  announce(message: string): void {
    this.pendingNotice = message
  }

  takeNotice(): string | null {
    const message = this.pendingNotice
    this.pendingNotice = null
    return message
  }

  get introSeen(): boolean {
    return this.storage.get(LEAD_PAGE_KEY) !== null
  }

  finishIntro(): void {
    this.storage.set(LEAD_PAGE_KEY, '1')
  }

  private rememberedMap(): Record<string, number> {
    try {
      const parsed: unknown = JSON.parse(this.storage.get(TEST_EXAM_KEY) ?? '{}')
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {}
    } catch {
      return {}
    }
  }

  /** The subject last chosen for an exam, if any. */
  rememberedSubject(examId: number): number | null {
    const id = Number(this.rememberedMap()[String(examId)])
    return Number.isInteger(id) && id > 0 ? id : null
  }

  /** The exam /test opens: the last chosen, else the first of spec §3. */
  lastExam(): number {
    const id = Number(this.storage.get(LAST_EXAM_KEY))
    return EXAMS.some((exam) => exam.id === id) ? id : DEFAULT_EXAM
  }

  /** Forgets a switch's toast whose subject did not show (a failed load, a re-choice). */
  dropNotice(): void {
    this.pendingNotice = null
  }

  private remember(examId: number, subjectId: number): void {
    this.storage.set(
      TEST_EXAM_KEY,
      JSON.stringify({ ...this.rememberedMap(), [examId]: subjectId }),
    )
    this.storage.set(LAST_EXAM_KEY, String(examId))
  }

  /**
   * spec §2 entry rule for an exam only: its remembered subject when it still exists, else
   * the first subject of its newest year. Null when the exam has no subjects.
   */
  async subjectForExam(examId: number): Promise<number | null> {
    const years = await this.api.bank.yearSubjects(examId)
    const all = years.flatMap((group) => group.subjects)
    const remembered = this.rememberedSubject(examId)
    if (remembered !== null && all.some((subject) => subject.id === remembered)) return remembered
    return years[0]?.subjects[0]?.id ?? null
  }

  /** spec §2 entry rule for a subject only: its exam. */
  async examOfSubject(subjectId: number): Promise<number> {
    return (await this.api.bank.info(subjectId)).parentID
  }

  /** The subject of another year with the same name, else that year's first. */
  subjectOfYear(year: number): number | null {
    const group = this.years.find((entry) => entry.year === year)
    const same = group?.subjects.find((subject) => subject.name === this.subject?.name)
    return (same ?? group?.subjects[0])?.id ?? null
  }

  /** The subject asked for last: answers for any other arrive too late and are dropped. */
  private requested: number | null = null

  /** Shows an exam's subject: its years, info and tiles, and the learner's own figures. */
  async open(examId: number, subjectId: number): Promise<void> {
    const examChanged = this.examId !== examId
    this.examId = examId
    this.requested = subjectId
    if (this.subject?.id !== subjectId) {
      this.subject = null
      this.info = null
      this.tiles = []
      this.state.reset()
    }
    // The learner's own figures are asked again each time: the learner may have changed.
    this.statistic = null
    this.knowledge = null
    this.access = false
    this.accessChecked = false
    this.statisticState.reset()
    this.knowledgeState.reset()
    const current = () => this.requested === subjectId
    const loaded = await this.state.run(
      () =>
        Promise.all([
          examChanged || this.years.length === 0
            ? this.api.bank.yearSubjects(examId)
            : Promise.resolve(this.years),
          this.api.bank.info(subjectId),
          this.api.bank.tiles(subjectId),
        ]),
      ([years, info, tiles]) => {
        if (!current()) return
        this.years = years
        this.info = info
        this.subject =
          years.flatMap((group) => group.subjects).find((s) => s.id === subjectId) ?? info
        this.tiles = tiles
      },
    )
    if (!current()) return
    if (!loaded) {
      runInAction(() => {
        this.pendingNotice = null
      })
      return
    }
    this.remember(examId, subjectId)
    if (this.isLogin()) await this.loadOwn(subjectId)
  }

  /** The learner's statistic, access and recommended or weak points (spec §6: logged in). */
  async loadOwn(subjectId: number): Promise<void> {
    await Promise.all([
      this.statisticState.run(
        () => this.api.bank.statistic(subjectId),
        (statistic) => {
          if (this.requested === subjectId) this.statistic = statistic
        },
      ),
      this.knowledgeState.run(
        () => this.api.knowledge.recommend(subjectId),
        (knowledge) => {
          if (this.requested === subjectId) this.knowledge = knowledge
        },
      ),
      this.checkAccess(subjectId),
    ])
  }

  /**
   * The subject shown again (back from a paper handed in, a redo of wrong questions): the
   * learner's figures and the tiles' counts (错题本…) are asked again. The old ones stay on
   * screen until the new arrive, so nothing flashes back to empty.
   */
  async refresh(subjectId: number): Promise<void> {
    if (this.requested !== subjectId || this.subject?.id !== subjectId || !this.isLogin()) return
    const [tiles, statistic] = await Promise.all([
      this.api.bank.tiles(subjectId).catch(() => null),
      this.api.bank.statistic(subjectId).catch(() => null),
      this.checkAccess(subjectId),
    ])
    runInAction(() => {
      if (this.requested !== subjectId) return
      if (tiles) this.tiles = tiles
      if (statistic) this.statistic = statistic
    })
  }

  /**
   * spec §4: the access check, which decides between opening content and the buy dialog; a
   * failed check sets access to false.
   */
  async checkAccess(subjectId: number): Promise<boolean> {
    let access = false
    try {
      access = (await this.api.bank.access(subjectId)).access
    } catch {
      access = false
    }
    runInAction(() => {
      if (this.requested !== subjectId) return
      this.access = access
      this.accessChecked = true
    })
    return access
  }

  /** Where the subject's bank is bought (the order-confirm route of its goods). */
  orderUrl(subjectId: number): Promise<string> {
    return this.api.bank.orderUrl(subjectId).then((order) => order.url)
  }
}
