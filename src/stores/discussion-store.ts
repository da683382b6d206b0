import type { Discussion, LessonThumb, OwnLike } from '@common/contracts/study'
import { action, makeObservable, observable, override, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { DiscussionThread } from './discussion-thread'

/**
 * spec §3 lesson discussion: the comments of one lesson with their replies, paging, the total,
 * the input panel's target (add or reply) and the lesson's thumbs.
 */
export class DiscussionStore extends DiscussionThread<Discussion> {
  thumb: LessonThumb | null = null

  constructor(private readonly api: Api) {
    super({
      page: (lessonId, page) => api.discussion.page(lessonId, page),
      add: (lessonId, content) => api.discussion.add({ lessonId, content }),
      reply: (payload) => api.discussion.answer(payload),
    })
    makeObservable<DiscussionStore, 'loadThumb'>(this, {
      thumb: observable,
      open: override,
      loadThumb: action,
      like: action,
    })
  }

  get lessonId(): number | null {
    return this.topicId
  }

  /** Opens a lesson's discussion at its first page, with its thumbs. */
  override async open(lessonId: number): Promise<void> {
    this.thumb = null
    await Promise.all([super.open(lessonId), this.loadThumb()])
  }

  private async loadThumb(): Promise<void> {
    const lessonId = this.lessonId
    if (lessonId === null) return
    const thumb = await this.api.discussion.thumb(lessonId).catch(() => null)
    runInAction(() => {
      if (this.lessonId === lessonId) this.thumb = thumb
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
