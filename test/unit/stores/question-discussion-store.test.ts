import type { QuestionDiscussion } from '@common/contracts/study'
import { deferred, buildRoot } from '../../support/root'
import { envelope } from '../../support/fake-transport'

const comment = (id: number, questionId = 31): QuestionDiscussion => ({
  id,
  questionId,
  userId: 2,
  username: '备考小林',
  content: `评论${id}`,
  createdAt: '2026-11-23 10:00:00',
  children: [],
})

const REPLY = {
  id: 500,
  discussId: 1,
  userId: 3,
  username: '我',
  targetUserId: 2,
  targetUsername: '备考小林',
  content: '同问',
  createdAt: '2026-11-23 10:05:00',
}

/** Question 31 has `total` comments over `pages`; question 32 has one of its own. */
function questionServer(pages: Record<number, QuestionDiscussion[]>, total: number) {
  return buildRoot((request) => {
    const page = /\/api\/home\/test\/getDiscuss\/(\d+)\/p\/(\d+)$/.exec(request.url)
    if (page) {
      const [questionId, p] = [Number(page[1]), Number(page[2])]
      if (questionId === 32) {
        return envelope({ list: [comment(77, 32)], totalCount: 1, page: p, pageSize: 10 })
      }
      return envelope({ list: pages[p] ?? [], totalCount: total, page: p, pageSize: 10 })
    }
    if (request.url === '/api/home/test/addDiscuss/31') return envelope(comment(99))
    if (request.url === '/api/home/test/replyDiscuss') return envelope(REPLY)
    return envelope(null, 404, '未知', 404)
  })
}

describe('QuestionDiscussionStore (spec §7 question discussion)', () => {
  it('keeps one thread per question, its comments apart from another question’s', async () => {
    const { root, transport } = questionServer({ 1: [comment(1), comment(2)] }, 12)
    const thread = root.questionDiscussions.of(31)
    expect(root.questionDiscussions.of(31)).toBe(thread)
    expect(transport.requests).toHaveLength(0)
    await Promise.all([thread.open(31), root.questionDiscussions.of(32).open(32)])
    expect(thread.discussLists.map((d) => d.id)).toEqual([1, 2])
    expect(thread.totalCount).toBe(12)
    expect(thread.hasMore).toBe(true)
    expect(root.questionDiscussions.of(32).discussLists.map((d) => d.id)).toEqual([77])
    expect(transport.requests.map((r) => r.url).sort()).toEqual([
      '/api/home/test/getDiscuss/31/p/1',
      '/api/home/test/getDiscuss/32/p/1',
    ])
  })

  it('adds the next page without repeating a comment already shown', async () => {
    const { root } = questionServer(
      { 1: [comment(1), comment(2)], 2: [comment(2), comment(3)] },
      12,
    )
    const thread = root.questionDiscussions.of(31)
    await thread.open(31)
    await thread.loadMore()
    expect(thread.discussLists.map((d) => d.id)).toEqual([1, 2, 3])
    expect(thread.page).toBe(2)
  })

  it('asks for one page at a time', async () => {
    const late = deferred<ReturnType<typeof envelope>>()
    const { root, transport } = buildRoot((request) =>
      request.url.endsWith('/p/1')
        ? envelope({ list: [comment(1)], totalCount: 12, page: 1, pageSize: 10 })
        : late.promise,
    )
    const thread = root.questionDiscussions.of(31)
    await thread.open(31)
    const first = thread.loadMore()
    await thread.loadMore()
    late.release(envelope({ list: [comment(2)], totalCount: 12, page: 2, pageSize: 10 }))
    await first
    expect(transport.requests.filter((r) => r.url.endsWith('/p/2'))).toHaveLength(1)
  })

  it('posts a comment first in the list, or a reply under its comment', async () => {
    const { root, transport } = questionServer({ 1: [comment(1)] }, 1)
    const thread = root.questionDiscussions.of(31)
    await thread.open(31)
    await thread.send('新的想法')
    expect(thread.discussLists.map((d) => d.id)).toEqual([99, 1])
    expect(thread.totalCount).toBe(2)
    thread.replyTo({ discussId: 1, targetUserId: 2, targetUsername: '备考小林' })
    expect(thread.type).toBe('reply')
    await thread.send('同问')
    expect(thread.discussLists[1].children.map((r) => r.id)).toEqual([500])
    expect(thread.reply).toBeNull()
    const posts = transport.requests.filter((r) => r.method === 'POST')
    expect(posts.map((r) => [r.url, r.body])).toEqual([
      ['/api/home/test/addDiscuss/31', 'content=%E6%96%B0%E7%9A%84%E6%83%B3%E6%B3%95'],
      ['/api/home/test/replyDiscuss', 'discussId=1&targetUserId=2&content=%E5%90%8C%E9%97%AE'],
    ])
  })

  it('rejects a refused post with the server’s message and is not left sending', async () => {
    const { root } = buildRoot((request) =>
      request.url.startsWith('/api/home/test/addDiscuss/')
        ? envelope(null, 429, '发言太频繁，请稍后再试', 429)
        : envelope({ list: [], totalCount: 0, page: 1, pageSize: 10 }),
    )
    const thread = root.questionDiscussions.of(31)
    await thread.open(31)
    await expect(thread.send('再说一句')).rejects.toMatchObject({
      code: 429,
      message: '发言太频繁，请稍后再试',
    })
    expect(thread.sending.isSaving).toBe(false)
    expect(thread.discussLists).toEqual([])
  })

  it('keeps a failed load’s message for the section to show', async () => {
    const { root } = buildRoot(() => envelope(null, 404, '试题不存在', 404))
    const thread = root.questionDiscussions.of(31)
    await thread.open(31)
    expect(thread.state.error).toBe('试题不存在')
    expect(thread.state.loaded).toBe(false)
  })
})
