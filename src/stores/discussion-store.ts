import type { Discussion, LessonThumb, OwnLike } from '@shared/study'
import { makeAutoObservable, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { FetchState, SaveState } from './request-state'

/** Whom the input panel answers: a comment's author, or the author of one of its replies. */
export interface ReplyTarget {
  discussId: number
  targetUserId: number
  targetUsername: string
}

/**
 * spec §3 lesson discussion: the comments of one lesson with their replies, paging, the total,
 * the input panel's target (add or reply) and the lesson's thumbs.
 */
export class DiscussionStore {
  lessonId: number | null = null
  discussLists: Discussion[] = []
  totalCount = 0
  page = 0
  pageSize = 10
  readonly state = new FetchState()
  reply: ReplyTarget | null = null
  thumb: LessonThumb | null = null
  readonly sending = new SaveState()

  constructor(private readonly api: Api) {
    makeAutoObservable<DiscussionStore, 'api'>(this, { api: false, state: false, sending: false })
  }

  get type(): 'add' | 'reply' {
    return this.reply ? 'reply' : 'add'
  }

  get hasMore(): boolean {
    return this.page * this.pageSize < this.totalCount
  }

  /** Opens a lesson's discussion at its first page, with its thumbs. */
  async open(lessonId: number): Promise<void> {
    this.lessonId = lessonId
    this.discussLists = []
    this.totalCount = 0
    this.page = 0
    this.reply = null
    this.thumb = null
    this.state.reset()
    await Promise.all([this.loadPage(1), this.loadThumb()])
  }

  async loadMore(): Promise<void> {
    if (!this.state.isFetching && this.hasMore) await this.loadPage(this.page + 1)
  }

  private async loadPage(page: number): Promise<void> {
    const lessonId = this.lessonId
    if (lessonId === null) return
    await this.state.run(
      () => this.api.discussion.page(lessonId, page),
      (result) => {
        if (this.lessonId !== lessonId) return
        const known = new Set(this.discussLists.map((item) => item.id))
        const fresh = result.list.filter((item) => !known.has(item.id))
        this.discussLists = page === 1 ? result.list : [...this.discussLists, ...fresh]
        this.totalCount = result.totalCount
        this.pageSize = result.pageSize
        this.page = page
      },
    )
  }

  private async loadThumb(): Promise<void> {
    const lessonId = this.lessonId
    if (lessonId === null) return
    const thumb = await this.api.discussion.thumb(lessonId).catch(() => null)
    runInAction(() => {
      if (this.lessonId === lessonId) this.thumb = thumb
    })
  }

  replyTo(target: ReplyTarget | null): void {
    this.reply = target
  }

  /** Posts the panel's text as a comment or a reply; rejects with the server's ApiError. */
  async send(content: string): Promise<void> {
    const lessonId = this.lessonId
    if (lessonId === null || this.sending.isSaving) return
    await this.sending.run(async () => {
      const target = this.reply
      if (target) {
        const reply = await this.api.discussion.answer({
          discussId: target.discussId,
          targetUserId: target.targetUserId,
          content,
        })
        runInAction(() => {
          const comment = this.discussLists.find((item) => item.id === target.discussId)
          if (comment) comment.children.push(reply)
          this.reply = null
        })
      } else {
        const comment = await this.api.discussion.add({ lessonId, content })
        runInAction(() => {
          this.discussLists.unshift(comment)
          this.totalCount += 1
        })
      }
    })
  }

  /**
   * Sets the learner's own like (1), dislike (-1) or neither (0): tapping again undoes it.
   * Rejects with the server's ApiError.
   */
  async like(value: Exclude<OwnLike, 0>): Promise<void> {
    const lessonId = this.lessonId
    if (lessonId === null) return
    const like: OwnLike = this.thumb?.ownLike === value ? 0 : value
    const thumb = await this.api.discussion.like({ lessonId, like })
    runInAction(() => {
      if (this.lessonId === lessonId) this.thumb = thumb
    })
  }
}
