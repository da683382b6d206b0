import type { UserInfo } from '@common/contracts/user'
import type { Discussion, DiscussionPage, LessonThumb } from '@common/contracts/study'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { FeedbackHost } from '@/components/feedback-host'
import { LessonDiscussion } from '@/components/lesson-discussion'
import type { TransportRequest } from '@/services/http'
import { envelope } from '../support/fake-transport'
import { renderWithStores, typeInto } from '../support/render'

const COMMENT: Discussion = {
  id: 1,
  lessonId: 9,
  userId: 21,
  username: '小林',
  content: '<b>存货</b>的期末计量怎么理解？',
  createdAt: '2026-11-20 10:00:00',
  children: [
    {
      id: 5,
      discussId: 1,
      userId: 22,
      username: '王老师',
      targetUserId: 21,
      targetUsername: '小林',
      content: '成本与可变现净值孰低。',
      createdAt: '2026-11-20 11:00:00',
    },
  ],
}

function answer(thumb: LessonThumb) {
  return (request: TransportRequest) => {
    if (request.url.includes('/lessondiscuss/9/p/1')) {
      const page: DiscussionPage = { list: [COMMENT], totalCount: 11, page: 1, pageSize: 10 }
      return envelope(page)
    }
    if (request.url.includes('/lessondiscuss/9/p/2')) {
      const older = { ...COMMENT, id: 2, content: '第二页的评论', children: [] }
      return envelope({ list: [older], totalCount: 11, page: 2, pageSize: 10 })
    }
    if (request.url.includes('getLikesByLessonId/9')) return envelope(thumb)
    if (request.url.includes('adddiscuss')) {
      return envelope({
        ...COMMENT,
        id: 3,
        userId: 7,
        username: '我',
        content: '我也想问',
        children: [],
      })
    }
    if (request.url.includes('answerdiscuss')) {
      return envelope({
        id: 6,
        discussId: 1,
        userId: 7,
        username: '我',
        targetUserId: 22,
        targetUsername: '王老师',
        content: '明白了，谢谢',
        createdAt: '2026-11-21 09:00:00',
      })
    }
    if (request.url.includes('lessonlike')) {
      return envelope({ lessonId: 9, likesNum: thumb.likesNum + 1, dislikesNum: 0, ownLike: 1 })
    }
    return envelope(null, 404, '未知', 404)
  }
}

async function renderDiscussion(loggedIn: boolean) {
  const onVisitor = jest.fn()
  const view = renderWithStores(
    <>
      <LessonDiscussion onVisitor={onVisitor} />
      <FeedbackHost />
    </>,
    answer({ lessonId: 9, likesNum: 3, dislikesNum: 1, ownLike: 0 }),
  )
  if (loggedIn)
    act(() =>
      view.root.app.setLoggedIn({ uid: 7, mobile: '13812345678', nickname: '我' } as UserInfo),
    )
  await act(() => view.root.discussion.open(9))
  return { ...view, onVisitor }
}

describe('the lesson discussion (spec §3)', () => {
  it('lists comments with their replies and the total, as plain text', async () => {
    await renderDiscussion(false)
    expect(screen.getByText('共 11 条评论')).toBeVisible()
    expect(screen.getByText('<b>存货</b>的期末计量怎么理解？')).toBeVisible()
    expect(document.querySelector('.discussion b')).toBeNull()
    expect(screen.getByText(/成本与可变现净值孰低/)).toBeVisible()
    fireEvent.click(screen.getByText('查看更多评论'))
    expect(await screen.findByText('第二页的评论')).toBeVisible()
    expect(screen.queryByText('查看更多评论')).not.toBeInTheDocument()
  })

  it('asks a visitor to log in instead of posting or liking', async () => {
    const { onVisitor, transport } = await renderDiscussion(false)
    fireEvent.click(screen.getByRole('button', { name: '有用 3' }))
    typeInto('说说你的想法或疑问…', '你好')
    fireEvent.click(screen.getByText('发送'))
    await waitFor(() => expect(onVisitor).toHaveBeenCalledTimes(2))
    expect(transport.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('posts a comment to the top, then replies to a reply with its author as the target', async () => {
    const { transport } = await renderDiscussion(true)
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('评论内容不能为空')).toBeInTheDocument()
    typeInto('说说你的想法或疑问…', '  我也想问 ')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText('我也想问')).toBeVisible()
    expect(screen.getByText('共 12 条评论')).toBeVisible()
    const add = transport.requests.find((r) => r.url.includes('adddiscuss'))
    expect(new URLSearchParams(add?.body).get('content')).toBe('我也想问')

    fireEvent.click(screen.getByRole('button', { name: '回复 王老师' }))
    expect(screen.getByText('回复 @王老师')).toBeVisible()
    typeInto('回复 @王老师', '明白了，谢谢')
    fireEvent.click(screen.getByText('发送'))
    expect(await screen.findByText(/明白了，谢谢/)).toBeVisible()
    const reply = transport.requests.find((r) => r.url.includes('answerdiscuss'))
    expect(Object.fromEntries(new URLSearchParams(reply?.body))).toEqual({
      discussId: '1',
      targetUserId: '22',
      content: '明白了，谢谢',
    })
    await waitFor(() => expect(screen.queryByText('回复 @王老师')).not.toBeInTheDocument())
  })

  it('likes the lesson, showing the learner’s own state and the new count', async () => {
    const { transport } = await renderDiscussion(true)
    const like = screen.getByRole('button', { name: '有用 3' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(like)
    const liked = await screen.findByRole('button', { name: '有用 4' })
    expect(liked).toHaveAttribute('aria-pressed', 'true')
    const sent = transport.requests.find((r) => r.url.includes('lessonlike'))
    expect(sent?.body).toBe('lessonId=9&like=1')
  })
})
