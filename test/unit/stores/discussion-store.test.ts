import type { Discussion } from '@common/contracts/study'
import { envelope } from '../../support/fake-transport'
import { buildRoot } from '../../support/root'

const comment = (id: number, children: Discussion['children'] = []): Discussion => ({
  id,
  lessonId: 71,
  userId: 2,
  username: '备考小林',
  content: `评论${id}`,
  createdAt: '2026-11-23 10:00:00',
  children,
})
const THUMB = { lessonId: 71, likesNum: 3, dislikesNum: 1, ownLike: 0 as const }

function discussionServer(pages: Record<number, Discussion[]>, total: number) {
  return buildRoot((request) => {
    const page = /\/lessondiscuss\/71\/p\/(\d+)/.exec(request.url)
    if (page) {
      const p = Number(page[1])
      return envelope({ list: pages[p] ?? [], totalCount: total, page: p, pageSize: 10 })
    }
    if (request.url.startsWith('/api/home/getLikesByLessonId/')) return envelope(THUMB)
    if (request.url === '/api/home/adddiscuss') return envelope(comment(99))
    if (request.url === '/api/home/answerdiscuss') {
      return envelope({
        id: 500,
        discussId: 1,
        userId: 3,
        username: '我',
        targetUserId: 2,
        targetUsername: '备考小林',
        content: '同问',
        createdAt: '2026-11-23 10:05:00',
      })
    }
    if (request.url === '/api/home/lessonlike/') {
      return envelope({ ...THUMB, likesNum: 4, ownLike: 1 })
    }
    return envelope(null, 404, '未知', 404)
  })
}

describe('DiscussionStore (spec §3 lesson discussion)', () => {
  it('opens a lesson’s first page with its total and thumbs', async () => {
    const { root } = discussionServer({ 1: [comment(1), comment(2)] }, 12)
    await root.discussion.open(71)
    expect(root.discussion.discussLists.map((d) => d.id)).toEqual([1, 2])
    expect(root.discussion.totalCount).toBe(12)
    expect(root.discussion.thumb).toEqual(THUMB)
    expect(root.discussion.hasMore).toBe(true)
  })

  it('adds the next page without repeating a comment already shown', async () => {
    const { root } = discussionServer(
      { 1: [comment(1), comment(2)], 2: [comment(2), comment(3)] },
      12,
    )
    await root.discussion.open(71)
    await root.discussion.loadMore()
    expect(root.discussion.discussLists.map((d) => d.id)).toEqual([1, 2, 3])
    expect(root.discussion.page).toBe(2)
  })

  it('posts a comment first in the list, or a reply under its comment (type add / reply)', async () => {
    const { root } = discussionServer({ 1: [comment(1)] }, 1)
    await root.discussion.open(71)
    expect(root.discussion.type).toBe('add')
    await root.discussion.send('新的想法')
    expect(root.discussion.discussLists[0].id).toBe(99)
    expect(root.discussion.totalCount).toBe(2)
    root.discussion.replyTo({ discussId: 1, targetUserId: 2, targetUsername: '备考小林' })
    expect(root.discussion.type).toBe('reply')
    await root.discussion.send('同问')
    expect(root.discussion.discussLists[1].children.map((r) => r.id)).toEqual([500])
    expect(root.discussion.reply).toBeNull()
  })

  it('rejects a refused post with the server’s message and is not left sending', async () => {
    const { root } = buildRoot((request) =>
      request.url === '/api/home/adddiscuss'
        ? envelope(null, 429, '发言太频繁，请稍后再试', 429)
        : envelope({ list: [], totalCount: 0, page: 1, pageSize: 10 }),
    )
    await root.discussion.open(71)
    await expect(root.discussion.send('再说一句')).rejects.toMatchObject({ code: 429 })
    expect(root.discussion.sending.isSaving).toBe(false)
  })

  it('likes, and tapping the same thumb again takes it back', async () => {
    const { root, transport } = discussionServer({ 1: [] }, 0)
    await root.discussion.open(71)
    await root.discussion.like(1)
    expect(root.discussion.thumb?.likesNum).toBe(4)
    await root.discussion.like(1)
    const likes = transport.requests.filter((r) => r.url === '/api/home/lessonlike/')
    expect(likes.map((r) => r.body)).toEqual(['lessonId=71&like=1', 'lessonId=71&like=0'])
  })
})
