import type { QuestionDiscussion } from '@common/contracts/study'
import type { Api } from '@/services/api'
import { DiscussionThread } from './discussion-thread'

/**
 * spec §7 question discussion: one thread per question, made when a question's discussion is
 * first shown and kept while the app runs, so that a report listing many questions keeps each
 * one's comments apart and a question opened again shows them at once.
 */
export class QuestionDiscussionStore {
  private readonly threads = new Map<number, DiscussionThread<QuestionDiscussion>>()

  constructor(private readonly api: Api) {}

  /** The thread of a question (not loaded until opened). */
  of(questionId: number): DiscussionThread<QuestionDiscussion> {
    let thread = this.threads.get(questionId)
    if (!thread) {
      thread = new DiscussionThread<QuestionDiscussion>({
        page: (id, page) => this.api.questionDiscussion.page(id, page),
        add: (id, content) => this.api.questionDiscussion.add(id, content),
        reply: (payload) => this.api.questionDiscussion.reply(payload),
      })
      this.threads.set(questionId, thread)
    }
    return thread
  }
}
