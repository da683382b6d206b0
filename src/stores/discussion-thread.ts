import type { AnswerDiscussPayload, DiscussionReply } from '@common/contracts/study'
import { action, computed, makeObservable, observable, runInAction } from 'mobx'
import { FetchState, SaveState } from './request-state'

/** What a thread needs of a comment: a lesson's (spec §3) and a question's (spec §7) share it. */
export interface ThreadComment {
  id: number
  userId: number
  username: string
  content: string
  createdAt: string
  children: DiscussionReply[]
}

/** The API calls of one kind of discussion, by its topic's id (a lesson's, a question's). */
export interface DiscussionCalls<C extends ThreadComment> {
  page: (
    topicId: number,
    page: number,
  ) => Promise<{ list: C[]; totalCount: number; page: number; pageSize: number }>
  add: (topicId: number, content: string) => Promise<C>
  reply: (payload: AnswerDiscussPayload) => Promise<DiscussionReply>
}

/** Whom the input panel answers: a comment's author, or the author of one of its replies. */
export interface ReplyTarget {
  discussId: number
  targetUserId: number
  targetUsername: string
}

/**
 * The comments of one topic with their replies, paging, the total and the input panel's
 * target (add or reply). Subclassed (the lesson's adds its thumbs), so annotated with
 * makeObservable: MobX refuses makeAutoObservable on a class with a subclass.
 */
export class DiscussionThread<C extends ThreadComment> {
  topicId: number | null = null
  discussLists: C[] = []
  totalCount = 0
  page = 0
  pageSize = 10
  readonly state = new FetchState()
  reply: ReplyTarget | null = null
  readonly sending = new SaveState()

  constructor(private readonly calls: DiscussionCalls<C>) {
    makeObservable<DiscussionThread<C>, 'loadPage'>(this, {
      topicId: observable,
      discussLists: observable,
      totalCount: observable,
      page: observable,
      pageSize: observable,
      reply: observable,
      type: computed,
      hasMore: computed,
      open: action,
      loadMore: action,
      loadPage: action,
      replyTo: action,
      send: action,
    })
  }

  get type(): 'add' | 'reply' {
    return this.reply ? 'reply' : 'add'
  }

  get hasMore(): boolean {
    return this.page * this.pageSize < this.totalCount
  }

  /** Opens a topic's discussion at its first page. */
  async open(topicId: number): Promise<void> {
    this.topicId = topicId
    this.discussLists = []
    this.totalCount = 0
    this.page = 0
    this.reply = null
    this.state.reset()
    await this.loadPage(1)
  }

  async loadMore(): Promise<void> {
    if (!this.state.isFetching && this.hasMore) await this.loadPage(this.page + 1)
  }

  private async loadPage(page: number): Promise<void> {
    const topicId = this.topicId
    if (topicId === null) return
    await this.state.run(
      () => this.calls.page(topicId, page),
      (result) => {
        if (this.topicId !== topicId) return
        const known = new Set(this.discussLists.map((item) => item.id))
        const fresh = result.list.filter((item) => !known.has(item.id))
        this.discussLists = page === 1 ? result.list : [...this.discussLists, ...fresh]
        this.totalCount = result.totalCount
        this.pageSize = result.pageSize
        this.page = page
      },
    )
  }

  replyTo(target: ReplyTarget | null): void {
    this.reply = target
  }

  /** Posts the panel's text as a comment or a reply; rejects with the server's ApiError. */
  async send(content: string): Promise<void> {
    const topicId = this.topicId
    if (topicId === null || this.sending.isSaving) return
    await this.sending.run(async () => {
      const target = this.reply
      if (target) {
        const reply = await this.calls.reply({
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
        const comment = await this.calls.add(topicId, content)
        runInAction(() => {
          this.discussLists.unshift(comment)
          this.totalCount += 1
        })
      }
    })
  }
}
