import type { PracticeTile, Subject, YearSubjects } from '@common/contracts/bank'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { BankHome } from '@/components/bank-home'
import { FeedbackHost } from '@/components/feedback-host'
import type { TransportRequest } from '@/services/http'
import { goTo, openAddress } from '@/services/navigation'
import { LEAD_PAGE_KEY, TEST_EXAM_KEY } from '@common/constants/bank-storage'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(),
  openAddress: jest.fn(),
  currentAddress: () => '/test',
}))

const subject = (id: number, name: string, year: number, examId = 5617): Subject => ({
  id,
  name,
  year,
  isSprintOpen: year < 2027,
  updateNum: 12,
  parentID: examId,
  examDate: `${year}-05-16`,
  questionCount: 200,
})

const YEARS: Record<number, YearSubjects[]> = {
  5617: [
    { year: 2027, subjects: [subject(11, '初级会计实务', 2027), subject(12, '经济法基础', 2027)] },
    { year: 2026, subjects: [subject(1, '初级会计实务', 2026), subject(2, '经济法基础', 2026)] },
  ],
  216: [
    {
      year: 2027,
      subjects: [subject(21, '中级会计实务', 2027, 216), subject(22, '财务管理', 2027, 216)],
    },
  ],
}

const TILES: PracticeTile[] = [
  { key: 'trial', title: '免费试做', count: 20, open: true },
  { key: 'papers', title: '模拟试卷', count: 2, open: true },
  { key: 'chapter', title: '章节练习', count: 10, open: true },
  { key: 'knowledge', title: '知识点练习', count: 67, open: true },
  { key: 'sprint', title: '押题卷', count: 1, open: false },
  { key: 'wrong', title: '错题本', count: 1, open: true },
  { key: 'favourite', title: '我的收藏', count: 0, open: true },
]

function answer(loggedIn: boolean, access = false) {
  return (request: TransportRequest) => {
    const url = request.url
    if (url.includes('checklogin')) {
      return loggedIn
        ? envelope({ user: { uid: 1, nickname: '小林' } })
        : envelope(null, 401, '您尚未登录，请登录！', 401)
    }
    const exam = /examId=(\d+)/.exec(url)?.[1]
    if (url.includes('yearSubjects')) return envelope(YEARS[Number(exam)])
    const info = /subjects\/(\d+)\/info/.exec(url)?.[1]
    if (info) {
      const found = Object.values(YEARS)
        .flat()
        .flatMap((group) => group.subjects)
        .find((s) => s.id === Number(info))
      return envelope({ ...found, examName: '初级会计职称', sections: [] })
    }
    if (url.includes('getPracticeLists')) return envelope(TILES)
    if (url.includes('/statistic')) {
      return envelope({ totalQuestion: 200, doneQuestion: 3, rightQuestion: 2 })
    }
    if (url.includes('/api/v1/access')) {
      return envelope({ subjectId: 11, access, loggedIn: true, expireAt: null })
    }
    if (url.includes('getOrderUrl')) {
      return envelope({
        goodsId: 9,
        title: '题库',
        price: 128,
        discountPrice: 98,
        url: '/order/confirm/id/9/type/goods',
      })
    }
    if (url.includes('getRecommendKnows')) {
      return envelope({
        type: 2,
        count: 1,
        list: [
          {
            id: 5,
            name: '固定资产的折旧方法',
            importance: 9,
            subjectId: 11,
            chapterId: 3,
            chapterTitle: '第三章 资产',
            questionCount: 8,
            done: 4,
            right: 1,
          },
        ],
      })
    }
    return envelope(null, 404, '未知', 404)
  }
}

async function renderBank(
  loggedIn: boolean,
  options: { access?: boolean; introSeen?: boolean } = {},
) {
  const onSwitch = jest.fn()
  const view = renderWithStores(
    <>
      <BankHome examId={5617} subjectId={11} onSwitch={onSwitch} />
      <FeedbackHost />
    </>,
    answer(loggedIn, options.access),
    (root) => {
      if (options.introSeen !== false) root.deps.localStorage.set(LEAD_PAGE_KEY, '1')
    },
  )
  await screen.findByText('免费试做')
  return { ...view, onSwitch }
}

// NutUI's dialog has no dialog role (see README, known problems).
const nutDialog = async () => {
  await waitFor(() => expect(document.querySelector('.nut-dialog')).not.toBeNull())
  return within(document.querySelector('.nut-dialog') as HTMLElement)
}

const tile = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) })

describe('the question-bank home (components/bank-home)', () => {
  beforeEach(() => {
    jest.mocked(goTo).mockClear()
    jest.mocked(openAddress).mockClear()
  })

  it("shows a visitor the subject, the tiles with the server's counts and a login prompt", async () => {
    await renderBank(false)
    expect(screen.getByRole('button', { name: '科目：初级会计实务' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '年份：2027年' })).toBeInTheDocument()
    expect(tile('免费试做')).toHaveTextContent('20道免费题')
    expect(tile('模拟试卷')).toHaveTextContent('2套试卷')
    expect(tile('押题卷')).toHaveTextContent('考前一周开放')
    expect(screen.getByText('登录后查看做题进度、正确率和薄弱知识点')).toBeInTheDocument()
    expect(screen.queryByText('完成率')).not.toBeInTheDocument()
    expect(screen.queryByText(/知识点$/, { selector: '[role=heading]' })).not.toBeInTheDocument()
  })

  it('says when the 押题卷 opens, opens the free trial and asks a visitor to log in for papers', async () => {
    await renderBank(false)
    fireEvent.click(tile('押题卷'))
    expect(await screen.findByText('押题卷将于考前一周开放')).toBeInTheDocument()
    fireEvent.click(tile('免费试做'))
    expect(goTo).toHaveBeenCalledWith('bankList', { subjectId: 11, kind: 'trial' })
    fireEvent.click(tile('模拟试卷'))
    expect(await screen.findByText('您尚未登录，请登录！')).toBeInTheDocument()
    expect(goTo).toHaveBeenCalledTimes(1)
  })

  it("shows a learner's floored completion and accuracy and the weak points rated importance / 2", async () => {
    await renderBank(true)
    expect(await screen.findByText('1%')).toBeInTheDocument()
    expect(screen.getByText('3道')).toBeInTheDocument()
    expect(screen.getByText('66%')).toBeInTheDocument()
    expect(await screen.findByText('薄弱知识点')).toBeInTheDocument()
    expect(screen.getByText('固定资产的折旧方法')).toBeInTheDocument()
    expect(screen.getByLabelText('重要程度4.5星')).toBeInTheDocument()
    expect(screen.getByText('正确率 25%')).toBeInTheDocument()
  })

  it('offers the buy dialog where access is missing: 再想想 stays, 立即购买 goes to the order', async () => {
    const { transport } = await renderBank(true)
    await waitFor(() =>
      expect(transport.requests.some((r) => r.url.includes('/api/v1/access'))).toBe(true),
    )
    fireEvent.click(tile('章节练习'))
    const dialog = await nutDialog()
    expect(dialog.getByText('开通2027年初级会计实务题库后即可练习全部试题')).toBeInTheDocument()
    fireEvent.click(dialog.getByText('再想想'))
    expect(openAddress).not.toHaveBeenCalled()
    fireEvent.click(tile('章节练习'))
    fireEvent.click((await nutDialog()).getByText('立即购买'))
    await waitFor(() => expect(openAddress).toHaveBeenCalledWith('/order/confirm/id/9/type/goods'))
    expect(goTo).not.toHaveBeenCalled()
  })

  it('opens the practice lists and a point for a learner who has the bank', async () => {
    const { root } = await renderBank(true, { access: true })
    await waitFor(() => expect(root.bank.access).toBe(true))
    fireEvent.click(tile('章节练习'))
    expect(goTo).toHaveBeenCalledWith('bankList', { subjectId: 11, kind: 'chapter' })
    fireEvent.click(await screen.findByText('练习'))
    expect(goTo).toHaveBeenCalledWith('bankPoint', { pointId: 5 })
  })

  it('switches subject and year by action sheet, and exam to its remembered subject', async () => {
    const { onSwitch, root } = await renderBank(false)
    fireEvent.click(screen.getByRole('button', { name: '科目：初级会计实务' }))
    fireEvent.click(await screen.findByText('经济法基础'))
    expect(onSwitch).toHaveBeenLastCalledWith(5617, 12)
    // The toast waits for the page that shows the new subject (the switch may replace the page).
    expect(root.bank.pendingNotice).toBe('科目切换成功')

    fireEvent.click(screen.getByRole('button', { name: '年份：2027年' }))
    fireEvent.click(await screen.findByText('2026年'))
    expect(onSwitch).toHaveBeenLastCalledWith(5617, 1)

    root.deps.localStorage.set(TEST_EXAM_KEY, JSON.stringify({ 216: 22 }))
    fireEvent.click(screen.getByRole('tab', { name: '中级会计职称' }))
    await waitFor(() => expect(onSwitch).toHaveBeenLastCalledWith(216, 22))
    expect(root.bank.pendingNotice).toBe('考试类型切换成功')
  })

  it("shows a switch's toast once the new subject is on screen, and only once", async () => {
    const { root } = renderWithStores(
      <>
        <BankHome examId={5617} subjectId={11} onSwitch={jest.fn()} />
        <FeedbackHost />
      </>,
      answer(false),
      (store) => {
        store.deps.localStorage.set(LEAD_PAGE_KEY, '1')
        store.bank.announce('科目切换成功')
      },
    )
    expect(await screen.findByText('科目切换成功')).toBeInTheDocument()
    expect(root.bank.pendingNotice).toBeNull()
  })

  it('remembers the subject shown under TEST_EXAM', async () => {
    const { root } = await renderBank(false)
    await waitFor(() =>
      expect(JSON.parse(root.deps.localStorage.get(TEST_EXAM_KEY) ?? '{}')).toEqual({ 5617: 11 }),
    )
    expect(root.bank.rememberedSubject(5617)).toBe(11)
  })
})

describe('the guided intro of the bank home', () => {
  it('steps with 下一步 and 上一步, closes with 关闭 at the end, and is shown once', async () => {
    const { root } = await renderBank(false, { introSeen: false })
    const intro = () => within(screen.getByRole('dialog', { name: '题库使用引导' }))
    expect(intro().getByText('切换考试与科目')).toBeInTheDocument()
    fireEvent.click(intro().getByText('下一步'))
    expect(intro().getByText('做题进度')).toBeInTheDocument()
    fireEvent.click(intro().getByText('上一步'))
    expect(intro().getByText('切换考试与科目')).toBeInTheDocument()
    for (let step = 0; step < 3; step += 1) fireEvent.click(intro().getByText('下一步'))
    expect(intro().queryByText('下一步')).not.toBeInTheDocument()
    fireEvent.click(intro().getByText('关闭'))
    expect(screen.queryByRole('dialog', { name: '题库使用引导' })).not.toBeInTheDocument()
    expect(root.deps.localStorage.get(LEAD_PAGE_KEY)).toBe('1')
  })

  it('is skipped with 知道了', async () => {
    const { root } = await renderBank(false, { introSeen: false })
    fireEvent.click(
      within(screen.getByRole('dialog', { name: '题库使用引导' })).getByText('知道了'),
    )
    expect(screen.queryByRole('dialog', { name: '题库使用引导' })).not.toBeInTheDocument()
    expect(root.bank.introSeen).toBe(true)
  })

  it('is not shown once leadPage is stored', async () => {
    await renderBank(false)
    await act(async () => undefined)
    expect(screen.queryByRole('dialog', { name: '题库使用引导' })).not.toBeInTheDocument()
  })
})
