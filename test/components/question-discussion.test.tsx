import type { UserInfo } from '@common/contracts/user'
import type { QuestionDiscussion as Comment, QuestionDiscussionPage } from '@common/contracts/study'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { FeedbackHost } from '@/components/feedback-host'
import { QuestionDiscussion } from '@/components/question-discussion'
import type { TransportRequest } from '@/services/http'
import { envelope } from '../support/fake-transport'
import { renderWithStores, typeInto } from '../support/render'

const COMMENT: Comment = {
  id: 1,
  questionId: 31,
  userId: 21,
  username: '小林',
  content: '<script>alert(1)</script>为什么选 B？',
  createdAt: '2026-11-20 10:00:00',
  children: [
    {
      id: 5,
      discussId: 1,
      userId: 22,
      username: '王老师',
      targetUserId: 21,
      targetUsername: '小林',
      content: '看解析第二段。',
      createdAt: '2026-11-20 11:00:00',
    },
  ],
}

function answer(request: TransportRequest) {
  if (request.url.endsWith('/getDiscuss/31/p/1')) {
    const page: QuestionDiscussionPage = { list: [COMMENT], totalCount: 11, page: 1, pageSize: 10 }
    return envelope(page)
  }
  if (request.url.endsWith('/getDiscuss/31/p/2')) {
    const older = { ...COMMENT, id: 2, content: '第二页的评论', children: [] }
    return envelope({ list: [older], totalCount: 11, page: 2, pageSize: 10 })
  }
  if (request.url.endsWith('/getDiscuss/32/p/1')) {
    const other = { ...COMMENT, id: 9, questionId: 32, content: '另一题的评论', children: [] }
    return envelope({ list: [other], totalCount: 1, page: 1, pageSize: 10 })
  }
  if (request.url.endsWith('/addDiscuss/31')) {
    const body = new URLSearchParams(request.body)
    if (body.get('content') === '太多了') {
      return envelope(null, 429, '发言太频繁，请稍后再试', 429)
    }
    return envelope({
      ...COMMENT,
      id: 3,
      userId: 7,
      username: '我',
      content: body.get('content'),
      children: [],
    })
  }
  if (request.url.endsWith('/replyDiscuss')) {
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
  return envelope(null, 404, '未知', 404)
}

function renderDiscussion(loggedIn: boolean, questionIds = [31]) {
  const view = renderWithStores(
    <>
      {questionIds.map((id) => (
        <QuestionDiscussion key={id} questionId={id} />
      ))}
      <FeedbackHost />
    </>,
    answer,
  )
  if (loggedIn) {
    act(() =>
      view.root.app.setLoggedIn({ uid: 7, mobile: '13812345678', nickname: '我' } as UserInfo),
    )
  }
  return view
}

async function openSection(name: RegExp | string = '讨论') {
  fireEvent.click(screen.getByRole('button', { name }))
  return screen.findByRole('button', { name: /^讨论（\d+）$/ })
}

describe('the question discussion (spec §7)', () => {
  it('stays folded and asks for nothing until opened, then shows 讨论（N）', async () => {
    const { transport } = renderDiscussion(false)
    const toggle = screen.getByRole('button', { name: '讨论' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByRole('heading', { name: '讨论' })).toBeInTheDocument()
    expect(screen.queryByPlaceholderText('说说你的想法')).not.toBeInTheDocument()
    expect(transport.requests).toHaveLength(0)

    const opened = await openSection()
    expect(opened).toHaveTextContent('讨论（11）')
    expect(opened).toHaveAttribute('aria-expanded', 'true')
    expect(transport.requests.map((r) => r.url)).toEqual(['/api/home/test/getDiscuss/31/p/1'])

    fireEvent.click(opened)
    expect(screen.queryByText(/为什么选 B/)).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '讨论（11）' }))
    expect(screen.getByText(/为什么选 B/)).toBeVisible()
    expect(transport.requests).toHaveLength(1)
  })

  it('lists comments with their replies as plain text, and loads more', async () => {
    renderDiscussion(false)
    await openSection()
    expect(screen.getByText('<script>alert(1)</script>为什么选 B？')).toBeVisible()
    expect(document.querySelector('.question-discussion script')).toBeNull()
    expect(screen.getByText(/看解析第二段/)).toBeVisible()
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    expect(await screen.findByText('第二页的评论')).toBeVisible()
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument()
  })

  it('asks a visitor to log in instead of posting', async () => {
    const { transport } = renderDiscussion(false)
    await openSection()
    typeInto('说说你的想法', '你好')
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    expect(await screen.findByText('您尚未登录，请登录！')).toBeInTheDocument()
    expect(transport.requests.filter((r) => r.method === 'POST')).toHaveLength(0)
  })

  it('posts a comment to the top, then replies to the name tapped', async () => {
    const { transport } = renderDiscussion(true)
    await openSection()
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    expect(await screen.findByText('评论内容不能为空')).toBeInTheDocument()

    typeInto('说说你的想法', '  我也想问 ')
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    expect(await screen.findByText('我也想问')).toBeVisible()
    expect(screen.getByRole('button', { name: '讨论（12）' })).toBeInTheDocument()
    expect(await screen.findByText('发表成功')).toBeInTheDocument()
    const add = transport.requests.find((r) => r.url.endsWith('/addDiscuss/31'))
    expect(add?.method).toBe('POST')
    expect(new URLSearchParams(add?.body).get('content')).toBe('我也想问')

    fireEvent.click(screen.getByRole('button', { name: '回复 王老师' }))
    typeInto('回复 王老师', '明白了，谢谢')
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    expect(await screen.findByText(/明白了，谢谢/)).toBeVisible()
    const reply = transport.requests.find((r) => r.url.endsWith('/replyDiscuss'))
    expect(Object.fromEntries(new URLSearchParams(reply?.body))).toEqual({
      discussId: '1',
      targetUserId: '22',
      content: '明白了，谢谢',
    })
    expect(await screen.findByText('回复成功')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('说说你的想法')).toBeInTheDocument()
  })

  it('shows the server’s refusal and keeps the text', async () => {
    renderDiscussion(true)
    await openSection()
    typeInto('说说你的想法', '太多了')
    fireEvent.click(screen.getByRole('button', { name: '发表' }))
    expect(await screen.findByText('发言太频繁，请稍后再试')).toBeInTheDocument()
    expect(screen.getByPlaceholderText('说说你的想法')).toHaveValue('太多了')
  })

  it('cancels a reply, back to a new comment', async () => {
    renderDiscussion(true)
    await openSection()
    fireEvent.click(screen.getAllByRole('button', { name: '回复 小林' })[0])
    expect(screen.getByPlaceholderText('回复 小林')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '取消回复' }))
    expect(screen.getByPlaceholderText('说说你的想法')).toBeInTheDocument()
  })

  it('is reachable and usable by keyboard', async () => {
    renderDiscussion(true)
    const toggle = screen.getByRole('button', { name: '讨论' })
    expect(toggle).toHaveAttribute('tabindex', '0')
    fireEvent.keyDown(toggle, { key: 'Enter' })
    await screen.findByRole('button', { name: '讨论（11）' })
    const name = screen.getByRole('button', { name: '回复 王老师' })
    expect(name).toHaveAttribute('tabindex', '0')
    fireEvent.keyDown(name, { key: ' ' })
    expect(screen.getByPlaceholderText('回复 王老师')).toBeInTheDocument()
    const submit = screen.getByRole('button', { name: '发表' })
    expect(submit).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('button', { name: '加载更多' })).toHaveAttribute('tabindex', '0')
  })

  it('keeps each question’s discussion to itself on a page listing several', async () => {
    renderDiscussion(false, [31, 32])
    const [first, second] = screen.getAllByRole('button', { name: '讨论' })
    fireEvent.click(second)
    const section = second.closest('.question-discussion') as HTMLElement
    expect(await within(section).findByText('另一题的评论')).toBeVisible()
    expect(within(section).queryByText(/为什么选 B/)).not.toBeInTheDocument()
    expect(first).toHaveAttribute('aria-expanded', 'false')
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: '讨论（1）' })).toBeInTheDocument(),
    )
  })
})
