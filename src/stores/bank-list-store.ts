import type {
  ChapterInfo,
  KnowledgeChapter,
  KnowledgePoint,
  KnowledgeQuestion,
  KnowledgeResource,
  PaperItem,
  PaperListType,
} from '@common/contracts/bank'
import type { WrongBookItem, WrongQuestion } from '@common/contracts/practice'
import type { Paged } from '@common/contracts/study'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { FetchState } from './request-state'

/** The lists a bank-home tile opens (spec §2 "practice section" entry points). */
export type BankListKind =
  'trial' | 'papers' | 'sprint' | 'chapter' | 'knowledge' | 'wrong' | 'favourite'

export const BANK_LIST_KINDS: BankListKind[] = [
  'trial',
  'papers',
  'sprint',
  'chapter',
  'knowledge',
  'wrong',
  'favourite',
]

const PAPER_TYPES: Record<'papers' | 'sprint' | 'trial', PaperListType> = {
  papers: 1,
  sprint: 2,
  trial: 4,
}

type Item = PaperItem | ChapterInfo | KnowledgeQuestion

/** One list of a subject's bank, paged where the server pages it; and one knowledge point. */
export class BankListStore {
  key = ''
  items: Item[] = []
  chapters: KnowledgeChapter[] = []
  total = 0
  page = 0
  pageSize = 10
  readonly state = new FetchState()
  /** Right answers in a row that take a question out of the learner's wrong-answer book. */
  wrongExit: number | null = null
  /** The wrong-answer book's 已掌握 archive of a subject, once asked for. */
  mastered: { subjectId: number; items: WrongBookItem[] } | null = null
  /** The whole wrong-answer book of a subject: what its chapter and type filters offer. */
  wrongBook: { subjectId: number; items: WrongBookItem[] } | null = null
  /** The wrong-answer book's filter (both unset: the book as the server pages it). */
  wrongType: string | null = null
  wrongChapter: number | null = null
  point: KnowledgePoint | null = null
  resource: KnowledgeResource | null = null
  readonly pointState = new FetchState()
  /** A question of the wrong-answer book, opened to review. */
  review: WrongQuestion | null = null
  readonly reviewState = new FetchState()

  constructor(private readonly api: Api) {
    makeAutoObservable<BankListStore, 'api'>(this, {
      api: false,
      state: false,
      pointState: false,
      reviewState: false,
      review: observableRef,
      items: observableRef,
      chapters: observableRef,
      point: observableRef,
      mastered: observableRef,
      wrongBook: observableRef,
      resource: observableRef,
    })
  }

  /** Paged lists only: the knowledge list comes whole. */
  get hasMore(): boolean {
    return !this.key.startsWith('knowledge/') && this.page * this.pageSize < this.total
  }

  private fetchPage(
    kind: Exclude<BankListKind, 'knowledge'>,
    subjectId: number,
    page: number,
  ): Promise<Paged<Item>> {
    switch (kind) {
      case 'papers':
      case 'sprint':
      case 'trial':
        return this.api.bank.papers(subjectId, PAPER_TYPES[kind], page)
      case 'chapter':
        return this.api.bank.chapters(subjectId, page)
      case 'wrong':
        return this.api.bank.wrong(subjectId, page)
      case 'favourite':
        return this.api.bank.favourites(subjectId, page)
    }
  }

  async load(kind: BankListKind, subjectId: number): Promise<void> {
    const key = `${kind}/${subjectId}`
    // The learner's own lists are asked again each time: the learner may have changed.
    if (this.key !== key || kind === 'wrong' || kind === 'favourite') {
      this.key = key
      this.items = []
      this.chapters = []
      this.total = 0
      this.page = 0
      this.state.reset()
    }
    if (kind === 'knowledge') {
      await this.state.run(
        () => this.api.knowledge.list(subjectId),
        (chapters) => {
          if (this.key !== key) return
          this.chapters = chapters
          this.total = chapters.reduce((sum, chapter) => sum + chapter.points.length, 0)
        },
      )
      return
    }
    await this.loadPage(kind, subjectId, 1)
  }

  async loadMore(kind: BankListKind, subjectId: number): Promise<void> {
    if (kind === 'knowledge' || this.state.isFetching || !this.hasMore) return
    await this.loadPage(kind, subjectId, this.page + 1)
  }

  private async loadPage(
    kind: Exclude<BankListKind, 'knowledge'>,
    subjectId: number,
    page: number,
  ): Promise<void> {
    const key = this.key
    await this.state.run(
      () => this.fetchPage(kind, subjectId, page),
      (answer) => {
        if (this.key !== key) return
        this.items = page === 1 ? answer.list : [...this.items, ...answer.list]
        this.total = answer.totalCount
        this.page = answer.page
        this.pageSize = answer.pageSize
      },
    )
  }

  async loadWrongExit(): Promise<void> {
    const { wrongExit } = await this.api.practice.settings()
    runInAction(() => {
      this.wrongExit = wrongExit
    })
  }

  /** The learner's choice of exit (1-3); the wrong-answer book is asked again by it. */
  async chooseWrongExit(wrongExit: number, subjectId: number): Promise<void> {
    const saved = await this.api.practice.setWrongExit(wrongExit)
    runInAction(() => {
      this.wrongExit = saved.wrongExit
    })
    await Promise.all([this.load('wrong', subjectId), this.loadWrongBook(subjectId)])
  }

  /** Whether the wrong-answer book is filtered by a type or a chapter. */
  get wrongFiltered(): boolean {
    return this.wrongType !== null || this.wrongChapter !== null
  }

  /** The wrong-answer book's questions of the chosen type and chapter. */
  get filteredWrong(): WrongBookItem[] {
    return (this.wrongBook?.items ?? []).filter(
      (item) =>
        (this.wrongType === null || item.type === this.wrongType) &&
        (this.wrongChapter === null || item.chapterId === this.wrongChapter),
    )
  }

  filterWrong(filter: { type?: string | null; chapterId?: number | null }): void {
    if (filter.type !== undefined) this.wrongType = filter.type
    if (filter.chapterId !== undefined) this.wrongChapter = filter.chapterId
  }

  async loadWrongBook(subjectId: number): Promise<void> {
    if (this.wrongBook?.subjectId !== subjectId) {
      this.wrongType = null
      this.wrongChapter = null
    }
    const items = await this.api.practice.wrongBook(subjectId)
    runInAction(() => {
      this.wrongBook = { subjectId, items }
    })
  }

  async loadMastered(subjectId: number): Promise<void> {
    const items = await this.api.practice.wrongBook(subjectId, { mastered: true })
    runInAction(() => {
      this.mastered = { subjectId, items }
    })
  }

  async loadPoint(pointId: number): Promise<void> {
    if (this.point?.id !== pointId) {
      this.point = null
      this.resource = null
      this.pointState.reset()
    }
    await this.pointState.run(
      () => Promise.all([this.api.knowledge.one(pointId), this.api.knowledge.resource(pointId)]),
      ([point, resource]) => {
        if (point.id !== pointId) return
        this.point = point
        this.resource = resource
      },
    )
  }

  async loadReview(questionId: number): Promise<void> {
    if (this.review?.question.id !== questionId) {
      this.review = null
      this.reviewState.reset()
    }
    await this.reviewState.run(
      () => this.api.practice.wrongQuestion(questionId),
      (review) => {
        if (review.question.id === questionId) this.review = review
      },
    )
  }
}
