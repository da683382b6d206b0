import type { ExpressInfo, OrderInfo } from '@common/contracts/orders'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import PlaceOrderPage from '@/pages/order/place'
import UserExpressPage from '@/pages/user/express'
import UserOrderPage from '@/pages/user/order'
import UserOrderDetailPage from '@/pages/user/order/detail'
import UserOrderExpressPage from '@/pages/user/order/express'
import type { TransportRequest, TransportResponse } from '@/services/http'
import { goTo, goToTab, openAddress } from '@/services/navigation'
import { envelope } from '../support/fake-transport'
import { renderWithStores } from '../support/render'

const mockParams: Record<string, string> = {}
jest.mock('@/services/use-route-params', () => ({
  useRouteParams: () => mockParams,
}))
jest.mock('@/services/navigation', () => ({
  ...jest.requireActual('@/services/navigation'),
  goTo: jest.fn(),
  goToTab: jest.fn(),
  openAddress: jest.fn(),
  currentAddress: () => '/user/order',
  canGoBack: () => false,
  previousPagePath: () => undefined,
}))

const UNPAID_ID = '20250301a1b2c3d4e5f6a7b8c9d0'
const PAID_ID = '20250228f0e1d2c3b4a5968778695'
const BOOK_ID = '20250227aaaabbbbccccddddeeee'

function order(overrides: Partial<OrderInfo>): OrderInfo {
  return {
    orderId: UNPAID_ID,
    type: 'course',
    goodsId: 31,
    refId: 7,
    classId: null,
    title: '中级会计实务 基础精讲班',
    cover: '/static/course-7.jpg',
    priceFen: 128000,
    amountFen: 118000,
    status: 'unpaid',
    statusName: '待支付',
    createdAt: '2025-03-01 10:00:00',
    expiresAt: '2025-03-01 10:30:00',
    secondsLeft: 900,
    paidAt: null,
    payMethod: null,
    ships: false,
    address: null,
    shipped: false,
    ...overrides,
  }
}

const UNPAID = order({})
const PAID = order({
  orderId: PAID_ID,
  title: '初级会计实务 全程班',
  refId: 8,
  amountFen: 39800,
  priceFen: 39800,
  status: 'paid',
  statusName: '已支付',
  createdAt: '2025-02-28 09:00:00',
  secondsLeft: 0,
  paidAt: '2025-02-28 09:01:30',
  payMethod: '微信支付',
})
const BOOK = order({
  orderId: BOOK_ID,
  type: 'goods',
  refId: 51,
  title: '2025 中级会计实务 教材',
  priceFen: 6800,
  amountFen: 6800,
  status: 'paid',
  statusName: '已支付',
  createdAt: '2025-02-27 08:00:00',
  secondsLeft: 0,
  paidAt: '2025-02-27 08:02:00',
  ships: true,
  shipped: true,
  address: {
    name: '林小会',
    mobile: '13800000000',
    region: '北京市 海淀区',
    detail: '学院路 1 号',
  },
})

const EXPRESS: ExpressInfo = {
  orderId: BOOK_ID,
  title: BOOK.title,
  cover: BOOK.cover,
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  statusName: '运输中',
  shippedAt: '2025-02-27 15:00:00',
  timeline: [
    { at: '2025-02-28 08:10:00', description: '快件已到达【北京海淀营业点】' },
    { at: '2025-02-27 20:00:00', description: '快件已从【广州转运中心】发出' },
    { at: '2025-02-27 15:00:00', description: '顺丰速运已收取快件' },
  ],
}

const SORTS: Record<string, (item: OrderInfo) => boolean> = {
  0: () => true,
  1: (item) => item.status === 'unpaid',
  2: (item) => item.status === 'paid',
  3: (item) => item.status === 'cancelled' || item.status === 'closed',
}

/** The school's order API over a list of orders, as the server answers it. */
function orderServer(
  orders: OrderInfo[],
  extra: (request: TransportRequest) => TransportResponse | undefined = () => undefined,
) {
  let current = [...orders]
  return (request: TransportRequest): TransportResponse => {
    const answer = extra(request)
    if (answer) return answer
    const url = new URL(request.url, 'http://school.test')
    const query = url.searchParams
    if (url.pathname.includes('getTrainInfo')) return envelope({ train_name: '恒达会计网校' })
    if (url.pathname.includes('checklogin')) return envelope({ user: { uid: 1 } })
    if (url.pathname === '/knew/home/user/order') {
      const page = Number(query.get('p'))
      const matching = current.filter(SORTS[query.get('sort') ?? '0'])
      return envelope({
        list: matching.slice((page - 1) * 10, page * 10),
        totalCount: matching.length,
        page,
        pageSize: 10,
      })
    }
    if (url.pathname === '/knew/home/user/orderInfo') {
      const found = current.find((item) => item.orderId === query.get('orderId'))
      return found ? envelope(found) : envelope(null, 404, '订单不存在', 404)
    }
    if (url.pathname === '/knew/home/user/cancelOrder') {
      const orderId = new URLSearchParams(request.body).get('orderId')
      const cancelled = current.find((item) => item.orderId === orderId)
      if (!cancelled) return envelope(null, 404, '订单不存在', 404)
      const updated = { ...cancelled, status: 'cancelled' as const, statusName: '已取消' }
      current = current.map((item) => (item.orderId === orderId ? updated : item))
      return envelope(updated)
    }
    if (url.pathname === '/knew/home/user/expressInfo') {
      return query.get('orderId') === BOOK_ID
        ? envelope(EXPRESS)
        : envelope(null, 409, '商品尚未发货', 409)
    }
    if (url.pathname === '/api/home/express') return envelope([EXPRESS])
    return envelope(null, 404, '未知', 404)
  }
}

async function renderPage(
  page: JSX.Element,
  answer: (request: TransportRequest) => TransportResponse,
  params: Record<string, string> = {},
) {
  for (const key of Object.keys(mockParams)) delete mockParams[key]
  Object.assign(mockParams, params)
  const view = renderWithStores(page, answer)
  await act(() => view.root.app.loadTrainInfo())
  return view
}

const orderRequests = (requests: TransportRequest[]) =>
  requests.filter((r) => r.url.startsWith('/knew/home/user/order?')).map((r) => r.url)
const card = (title: string) =>
  within(
    screen.getByRole('link', { name: new RegExp(`^订单详情：${title}`) })
      .parentElement as HTMLElement,
  )
/** The confirm dialog's buttons (its title says 取消订单 too). */
const dialogButton = (which: 'ok' | 'cancel') =>
  document.querySelector(`.nut-dialog .nut-dialog-footer-${which}`) as HTMLElement

describe('我的订单 (userOrder)', () => {
  beforeEach(() => jest.mocked(goTo).mockClear())

  it('shows every order on 全部, each card with its status, amount and actions', async () => {
    const { transport } = await renderPage(<UserOrderPage />, orderServer([UNPAID, PAID, BOOK]))
    const unpaid = await screen.findByRole('link', { name: /^订单详情：中级会计实务 基础精讲班/ })
    expect(orderRequests(transport.requests)).toEqual([
      '/knew/home/user/order?sort=0&p=1&pageSize=10',
    ])
    expect(screen.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true')
    expect(unpaid).toHaveAttribute('href', `/user/order/detail/${UNPAID_ID}`)
    expect(unpaid).toHaveAccessibleName('订单详情：中级会计实务 基础精讲班，待支付，实付¥1180.00')
    expect(card('中级会计实务 基础精讲班').getByText('实付 ¥1180.00')).toBeVisible()
    expect(card('中级会计实务 基础精讲班').getByText('2025-03-01 10:00:00')).toBeVisible()
    expect(card('中级会计实务 基础精讲班').getByRole('timer')).toHaveTextContent(
      /^剩余支付时间 (15:00|14:59)$/,
    )
    // A paid course's card has nothing to do; a shipped book's offers its logistics.
    expect(card('初级会计实务 全程班').queryByRole('button')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '查看物流：2025 中级会计实务 教材' }))
    expect(goTo).toHaveBeenLastCalledWith('userOrderExpress', { orderId: BOOK_ID })
    fireEvent.click(screen.getByRole('button', { name: '去支付：中级会计实务 基础精讲班' }))
    expect(goTo).toHaveBeenLastCalledWith('placeOrder', { orderId: UNPAID_ID })
  })

  it('loads each tab by its sort, and says 暂无订单 for an empty one', async () => {
    const { transport } = await renderPage(<UserOrderPage />, orderServer([UNPAID, PAID, BOOK]))
    await screen.findByText('中级会计实务 基础精讲班')

    fireEvent.click(screen.getByRole('tab', { name: '已支付' }))
    expect(await screen.findByText('2025 中级会计实务 教材')).toBeVisible()
    expect(screen.queryByText('中级会计实务 基础精讲班')).not.toBeInTheDocument()
    expect(screen.getByRole('tab', { name: '已支付' })).toHaveAttribute('aria-selected', 'true')

    fireEvent.keyDown(screen.getByRole('tab', { name: '待支付' }), { key: 'Enter' })
    await waitFor(() => expect(screen.queryByText('初级会计实务 全程班')).not.toBeInTheDocument())
    expect(screen.getByText('中级会计实务 基础精讲班')).toBeVisible()

    fireEvent.click(screen.getByRole('tab', { name: '已取消' }))
    expect(await screen.findByText('暂无订单')).toBeVisible()
    expect(orderRequests(transport.requests)).toEqual([
      '/knew/home/user/order?sort=0&p=1&pageSize=10',
      '/knew/home/user/order?sort=2&p=1&pageSize=10',
      '/knew/home/user/order?sort=1&p=1&pageSize=10',
      '/knew/home/user/order?sort=3&p=1&pageSize=10',
    ])
  })

  it('cancels an unpaid order after 确定取消该订单吗？ and shows it cancelled', async () => {
    const { transport } = await renderPage(<UserOrderPage />, orderServer([UNPAID, PAID]))
    const cancel = await screen.findByRole('button', { name: '取消订单：中级会计实务 基础精讲班' })

    // 暂不取消 leaves the order as it was.
    fireEvent.click(cancel)
    expect(await screen.findByText('确定取消该订单吗？')).toBeVisible()
    expect(dialogButton('cancel')).toHaveTextContent('再想想')
    fireEvent.click(dialogButton('cancel'))
    expect(transport.requests.some((r) => r.url.includes('cancelOrder'))).toBe(false)

    fireEvent.click(cancel)
    await screen.findByText('确定取消该订单吗？')
    expect(dialogButton('ok')).toHaveTextContent('取消订单')
    fireEvent.click(dialogButton('ok'))
    expect(await screen.findByText('订单已取消')).toBeInTheDocument()
    const posted = transport.requests.find((r) => r.url.includes('cancelOrder'))
    expect(posted?.method).toBe('POST')
    expect(new URLSearchParams(posted?.body).get('orderId')).toBe(UNPAID_ID)
    const cancelled = card('中级会计实务 基础精讲班')
    expect(cancelled.getByText('已取消')).toBeVisible()
    expect(cancelled.queryByRole('timer')).not.toBeInTheDocument()
    expect(cancelled.queryByRole('button')).not.toBeInTheDocument()
  })

  it("shows the server's refusal when an order can no longer be cancelled", async () => {
    await renderPage(
      <UserOrderPage />,
      orderServer([UNPAID], (request) =>
        request.url.includes('cancelOrder')
          ? envelope(null, 409, '订单已支付，不能取消', 409)
          : undefined,
      ),
    )
    fireEvent.click(await screen.findByRole('button', { name: /^取消订单：/ }))
    await screen.findByText('确定取消该订单吗？')
    fireEvent.click(dialogButton('ok'))
    expect(await screen.findByText('订单已支付，不能取消')).toBeInTheDocument()
    expect(card('中级会计实务 基础精讲班').getByText('待支付')).toBeVisible()
  })

  it('loads the next page with 加载更多 until every order is shown', async () => {
    const many = Array.from({ length: 12 }, (_, index) =>
      order({ orderId: `order-${index + 1}`, title: `订单商品 ${index + 1}` }),
    )
    const { transport } = await renderPage(<UserOrderPage />, orderServer(many))
    await screen.findByText('订单商品 10')
    expect(screen.queryByText('订单商品 11')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }))
    expect(await screen.findByText('订单商品 12')).toBeVisible()
    expect(orderRequests(transport.requests)).toContain(
      '/knew/home/user/order?sort=0&p=2&pageSize=10',
    )
    expect(screen.queryByRole('button', { name: '加载更多' })).not.toBeInTheDocument()
  })
})

describe('订单详情 (userOrderDetail)', () => {
  beforeEach(() => jest.mocked(goTo).mockClear())

  it('shows a shipped book: amounts as ¥ with two decimals, the address and 查看物流', async () => {
    const { transport } = await renderPage(
      <UserOrderDetailPage />,
      orderServer([UNPAID, PAID, BOOK]),
      { orderId: BOOK_ID },
    )
    expect(await screen.findByRole('heading', { name: '已支付' })).toBeVisible()
    expect(transport.requests.map((r) => r.url)).toContain(
      `/knew/home/user/orderInfo?orderId=${BOOK_ID}`,
    )
    expect(screen.getByText('2025 中级会计实务 教材')).toBeVisible()
    expect(screen.getByText('订单号').nextSibling).toHaveTextContent(BOOK_ID)
    expect(screen.getByText('下单时间').nextSibling).toHaveTextContent('2025-02-27 08:00:00')
    expect(screen.getByText('支付时间').nextSibling).toHaveTextContent('2025-02-27 08:02:00')
    expect(screen.getByText('商品金额').nextSibling).toHaveTextContent('¥68.00')
    expect(screen.getByText('实付金额').nextSibling).toHaveTextContent('¥68.00')
    const address = within(screen.getByLabelText('收货地址'))
    expect(address.getByText('林小会 13800000000')).toBeVisible()
    expect(address.getByText('北京市 海淀区 学院路 1 号')).toBeVisible()
    // A book is shipped, not studied.
    expect(screen.queryByRole('button', { name: /^去学习/ })).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /^查看物流/ }))
    expect(goTo).toHaveBeenLastCalledWith('userOrderExpress', { orderId: BOOK_ID })
  })

  it('shows an unpaid order with its countdown, its price and amount, and 去支付', async () => {
    await renderPage(<UserOrderDetailPage />, orderServer([UNPAID]), { orderId: UNPAID_ID })
    expect(await screen.findByRole('heading', { name: '待支付' })).toBeVisible()
    expect(screen.getByRole('timer')).toHaveTextContent(/剩余支付时间 (15:00|14:59)/)
    expect(screen.getByText('商品金额').nextSibling).toHaveTextContent('¥1280.00')
    expect(screen.getByText('优惠').nextSibling).toHaveTextContent('-¥100.00')
    expect(screen.getByText('实付金额').nextSibling).toHaveTextContent('¥1180.00')
    expect(screen.queryByText('支付时间')).not.toBeInTheDocument()
    expect(screen.queryByText('支付方式')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('收货地址')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /^去支付/ }))
    expect(goTo).toHaveBeenLastCalledWith('placeOrder', { orderId: UNPAID_ID })
    expect(screen.getByRole('button', { name: /^取消订单/ })).toBeVisible()
  })

  it('says how a paid order was paid, copies its number and offers 联系客服', async () => {
    const setClipboard = jest
      .spyOn(Taro, 'setClipboardData')
      .mockResolvedValue({ errMsg: 'setClipboardData:ok', data: PAID_ID })
    await renderPage(<UserOrderDetailPage />, orderServer([PAID]), { orderId: PAID_ID })
    expect(await screen.findByRole('heading', { name: '已支付' })).toBeVisible()
    expect(screen.getByText('支付方式').nextSibling).toHaveTextContent('微信支付')
    // Paid at its price: no discount line.
    expect(screen.queryByText('优惠')).not.toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '复制订单号' }))
    await waitFor(() => expect(setClipboard).toHaveBeenCalledWith({ data: PAID_ID }))
    fireEvent.click(screen.getByRole('button', { name: '联系客服' }))
    expect(await screen.findByText('联系老师')).toBeInTheDocument()
    setClipboard.mockRestore()
  })

  it('counts the time left to pay down each second', async () => {
    jest.useFakeTimers()
    try {
      await renderPage(<UserOrderDetailPage />, orderServer([order({ secondsLeft: 65 })]), {
        orderId: UNPAID_ID,
      })
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0)
      })
      expect(screen.getByRole('timer')).toHaveTextContent('剩余支付时间 01:05')
      await act(async () => {
        await jest.advanceTimersByTimeAsync(3000)
      })
      expect(screen.getByRole('timer')).toHaveTextContent('剩余支付时间 01:02')
    } finally {
      jest.useRealTimers()
    }
  })

  it('offers 去学习 on a paid course, leading to the course page', async () => {
    await renderPage(<UserOrderDetailPage />, orderServer([PAID]), { orderId: PAID_ID })
    fireEvent.click(await screen.findByRole('button', { name: /^去学习/ }))
    expect(goTo).toHaveBeenLastCalledWith('courseInfo', { courseId: 8 })
  })

  it('offers 去学习 on a paid class room, leading to the class room', async () => {
    const classroom = order({ ...PAID, type: 'classroom', refId: 12 })
    await renderPage(<UserOrderDetailPage />, orderServer([classroom]), { orderId: PAID_ID })
    fireEvent.click(await screen.findByRole('button', { name: /^去学习/ }))
    expect(goTo).toHaveBeenLastCalledWith('class', { classId: 12 })
  })

  it("offers 去学习 on a paid bank subject's goods, leading to the question bank", async () => {
    const bank = order({ ...PAID, type: 'goods', refId: 61, ships: false })
    await renderPage(<UserOrderDetailPage />, orderServer([bank]), { orderId: PAID_ID })
    fireEvent.click(await screen.findByRole('button', { name: /^去学习/ }))
    expect(goToTab).toHaveBeenLastCalledWith('test')
  })

  it("shows the server's 订单不存在 for an order that is not the learner's", async () => {
    await renderPage(<UserOrderDetailPage />, orderServer([UNPAID]), { orderId: 'someone-else' })
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：订单不存在')
    expect(screen.getByRole('button', { name: '重新加载' })).toBeVisible()
  })
})

describe('物流详情 (userOrderExpress)', () => {
  it('shows the carrier, the number to copy and the steps newest first', async () => {
    const setClipboard = jest
      .spyOn(Taro, 'setClipboardData')
      .mockResolvedValue({ errMsg: 'setClipboardData:ok', data: 'SF1234567890' })
    await renderPage(<UserOrderExpressPage />, orderServer([BOOK]), { orderId: BOOK_ID })
    expect(await screen.findByRole('heading', { name: '运输中' })).toBeVisible()
    expect(screen.getByText('承运快递：顺丰速运')).toBeVisible()
    expect(screen.getByText(/运单编号：SF1234567890/)).toBeVisible()
    const steps = within(screen.getByRole('list', { name: '物流轨迹' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      '快件已到达【北京海淀营业点】2025-02-28 08:10:00',
      '快件已从【广州转运中心】发出2025-02-27 20:00:00',
      '顺丰速运已收取快件2025-02-27 15:00:00',
    ])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(steps[1]).not.toHaveAttribute('aria-current')

    fireEvent.click(screen.getByRole('button', { name: '复制运单编号' }))
    expect(await screen.findByText('已复制')).toBeInTheDocument()
    expect(setClipboard).toHaveBeenCalledWith({ data: 'SF1234567890' })
    setClipboard.mockRestore()
  })

  it("shows the server's refusal for an order not yet shipped", async () => {
    await renderPage(<UserOrderExpressPage />, orderServer([PAID]), { orderId: PAID_ID })
    expect(await screen.findByRole('alert')).toHaveTextContent('加载失败：商品尚未发货')
  })
})

describe('物流信息 (userExpress)', () => {
  it('lists each shipment with its newest step, leading to its logistics', async () => {
    await renderPage(<UserExpressPage />, orderServer([BOOK]))
    const shipment = await screen.findByRole('link', {
      name: '物流详情：2025 中级会计实务 教材，运输中',
    })
    expect(shipment).toHaveAttribute('href', `/user/order/express/${BOOK_ID}`)
    expect(within(shipment).getByText('顺丰速运 SF1234567890')).toBeVisible()
    expect(within(shipment).getByText('快件已到达【北京海淀营业点】')).toBeVisible()
    expect(within(shipment).queryByText('顺丰速运已收取快件')).not.toBeInTheDocument()
    fireEvent.click(shipment)
    expect(goTo).toHaveBeenLastCalledWith('userOrderExpress', { orderId: BOOK_ID })
  })

  it('says 暂无物流信息 when nothing was shipped', async () => {
    await renderPage(
      <UserExpressPage />,
      orderServer([], (request) =>
        request.url === '/api/home/express' ? envelope([]) : undefined,
      ),
    )
    expect(await screen.findByText('暂无物流信息')).toBeVisible()
  })
})

describe('支付订单 (placeOrder) inside WeChat', () => {
  const AUTHORIZE = `/api/wechat/oauth?back=${encodeURIComponent(`/order/place/${UNPAID_ID}?pay=1`)}`

  /** WeChat's authorize page, as the server answers the app's start of 网页授权. */
  const WECHAT_PAGE = 'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&state=s1'

  /** The order API, with the pay call answering what the server would for this learner. */
  const payServer = (start: object) =>
    orderServer([UNPAID], (request) => {
      const path = new URL(request.url, 'http://school.test').pathname
      if (request.method === 'GET' && request.url === AUTHORIZE) {
        return envelope({ url: WECHAT_PAGE })
      }
      if (path === '/new/home/buy/getOrderInfo') return envelope(UNPAID)
      if (path === `/api/pay/orders/${UNPAID_ID}`) {
        return request.method === 'POST'
          ? envelope(start)
          : envelope({ orderId: UNPAID_ID, status: 'unpaid' })
      }
      return undefined
    })
  const payCalls = (requests: TransportRequest[]) =>
    requests.filter((r) => r.method === 'POST' && r.url === `/api/pay/orders/${UNPAID_ID}`)

  beforeEach(() => jest.mocked(openAddress).mockClear())

  it('goes to 网页授权 first when the server has no openid for the learner', async () => {
    const { transport } = await renderPage(
      <PlaceOrderPage />,
      payServer({ kind: 'authorize', url: AUTHORIZE }),
      { orderId: UNPAID_ID },
    )
    fireEvent.click(await screen.findByRole('button', { name: '立即支付 ¥1180.00' }))
    // The app's own request starts it (a link could not), then WeChat's page opens.
    await waitFor(() => expect(openAddress).toHaveBeenCalledWith(WECHAT_PAGE))
    const start = transport.requests.find((r) => r.url === AUTHORIZE)
    expect(start?.headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(payCalls(transport.requests)).toHaveLength(1)
  })

  it('pays at once, and only once, when back from 网页授权 with pay=1', async () => {
    const cashier = `/api/dev/pay/cashier/${UNPAID_ID}`
    const { transport } = await renderPage(
      <PlaceOrderPage />,
      payServer({ kind: 'cashier', url: cashier }),
      { orderId: UNPAID_ID, pay: '1' },
    )
    await waitFor(() =>
      expect(openAddress).toHaveBeenCalledWith(`${window.location.origin}${cashier}`),
    )
    await screen.findByRole('button', { name: '立即支付 ¥1180.00' })
    expect(payCalls(transport.requests)).toHaveLength(1)
    expect(screen.queryByText('微信授权失败，请重新支付')).not.toBeInTheDocument()
  })

  it('says so when 网页授权 failed, and waits for the learner', async () => {
    const { transport } = await renderPage(
      <PlaceOrderPage />,
      payServer({ kind: 'authorize', url: AUTHORIZE }),
      // pay=1 too (an address from before the server dropped it): still no loop back to WeChat.
      { orderId: UNPAID_ID, pay: '1', wxauth: 'failed' },
    )
    expect(await screen.findByText('微信授权失败，请重新支付')).toBeInTheDocument()
    await screen.findByRole('button', { name: '立即支付 ¥1180.00' })
    expect(payCalls(transport.requests)).toHaveLength(0)
    expect(openAddress).not.toHaveBeenCalled()
  })
})
