import type { GoodsItem } from '@common/contracts/catalogue'
import type {
  ExpressInfo,
  OrderInfo,
  PayStart,
  PayState,
  PlaceOrderPayload,
} from '@common/contracts/orders'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import type { Api } from '@/services/api'
import { PAY_CLIENT, payerLoginCode } from '@/services/wechat-pay'
import { FetchState, SaveState } from './request-state'

/** The order list's tabs, as the server numbers them (`sort`). */
export const ORDER_TABS = [
  { tab: 0, title: '全部' },
  { tab: 1, title: '待支付' },
  { tab: 2, title: '已支付' },
  { tab: 3, title: '已取消' },
] as const

/**
 * Buying and the learner's orders: the goods being confirmed, placing an order, the order
 * being paid and its payment, the order list by tab, and logistics.
 */
export class OrderStore {
  /** The confirm page's goods, by `${type}/${id}`. */
  goods: { key: string; item: GoodsItem } | null = null
  readonly goodsState = new FetchState()
  readonly placeState = new SaveState()

  /** The order a page shows (place, detail). */
  order: OrderInfo | null = null
  readonly orderState = new FetchState()
  readonly payState = new SaveState()

  tab = 0
  list: OrderInfo[] = []
  page = 0
  total = 0
  readonly listState = new FetchState()

  express: ExpressInfo | null = null
  readonly expressState = new FetchState()
  shipments: ExpressInfo[] = []
  readonly shipmentsState = new FetchState()

  constructor(private readonly api: Api) {
    makeAutoObservable<OrderStore, 'api'>(this, {
      api: false,
      goodsState: false,
      placeState: false,
      orderState: false,
      payState: false,
      listState: false,
      expressState: false,
      shipmentsState: false,
      goods: observableRef,
      order: observableRef,
      list: observableRef,
      express: observableRef,
      shipments: observableRef,
    })
  }

  get hasMore(): boolean {
    return this.page * 10 < this.total
  }

  /** The goods a confirm page names (a course's or class room's by its id, else goods'). */
  async loadGoods(type: GoodsItem['type'], id: number): Promise<void> {
    const key = `${type}/${id}`
    if (this.goods?.key !== key) this.goodsState.reset()
    await this.goodsState.run(
      () => this.api.catalogue.goodsInfo(type, id),
      (item) => {
        this.goods = { key, item }
      },
    )
  }

  /** Places the order; resolves its number. Rejects with the server's refusal. */
  async place(payload: PlaceOrderPayload): Promise<string> {
    const placed = await this.placeState.run(() => this.api.orders.place(payload))
    return placed.orderId
  }

  async loadOrder(orderId: string): Promise<void> {
    if (this.order?.orderId !== orderId) {
      this.order = null
      this.orderState.reset()
    }
    await this.orderState.run(
      () => this.api.orders.detail(orderId),
      (order) => {
        this.order = order
        // The list shows the same order as it now stands (paid, closed) when it is back.
        this.list = this.list.map((item) => (item.orderId === orderId ? order : item))
      },
    )
  }

  /** The development provider's stand-in for WeChat's payment sheet (the mini-program's). */
  devPaySucceed(orderId: string): Promise<PayState> {
    return this.payState.run(() => this.api.orders.devPaySucceed(orderId))
  }

  /** How to pay the shown order (the provider decides: cashier, JSAPI, H5). */
  pay(orderId: string): Promise<PayStart> {
    return this.payState.run(async () => {
      // The mini-program first tells the server who pays (its openid comes from wx.login).
      const code = await payerLoginCode()
      if (code) await this.api.wechat.miniOpenid(code)
      const start = await this.api.orders.pay(orderId, PAY_CLIENT)
      if (start.kind !== 'authorize') return start
      // Starting 网页授权 records a one-time state, so the server answers only the app's own
      // request with WeChat's page, which is then opened.
      const { url } = await this.api.wechat.authorizeStart(start.url)
      return { kind: 'authorize', url }
    })
  }

  /** Asks where the payment stands (the server asks WeChat Pay if needed); true when paid. */
  async checkPaid(orderId: string): Promise<boolean> {
    const state = await this.api.orders.payState(orderId)
    if (state.status === 'paid') await this.loadOrder(orderId)
    return state.status === 'paid'
  }

  async cancel(orderId: string): Promise<void> {
    const order = await this.payState.run(() => this.api.orders.cancel(orderId))
    runInAction(() => {
      if (this.order?.orderId === orderId) this.order = order
      this.list = this.list.map((item) => (item.orderId === orderId ? order : item))
    })
  }

  /** A tab of the order list from its first page. */
  async loadTab(tab: number): Promise<void> {
    this.tab = tab
    this.list = []
    this.page = 0
    this.total = 0
    this.listState.reset()
    await this.loadPage(tab, 1)
  }

  /**
   * The shown tab's first page read again (an order paid or cancelled on another page), the
   * old list kept until the new one comes, so that nothing flashes.
   */
  async refresh(): Promise<void> {
    if (!this.listState.isFetching) await this.loadPage(this.tab, 1)
  }

  async loadMore(): Promise<void> {
    if (!this.listState.isFetching && this.hasMore) await this.loadPage(this.tab, this.page + 1)
  }

  private async loadPage(tab: number, page: number): Promise<void> {
    await this.listState.run(
      () => this.api.orders.page(tab, page),
      (answer) => {
        if (this.tab !== tab) return
        const known = new Set(this.list.map((item) => item.orderId))
        this.list =
          page === 1
            ? answer.list
            : [...this.list, ...answer.list.filter((o) => !known.has(o.orderId))]
        this.page = answer.page
        this.total = answer.totalCount
      },
    )
  }

  async loadExpress(orderId: string): Promise<void> {
    if (this.express?.orderId !== orderId) {
      this.express = null
      this.expressState.reset()
    }
    await this.expressState.run(
      () => this.api.orders.express(orderId),
      (express) => {
        this.express = express
      },
    )
  }

  async loadShipments(): Promise<void> {
    await this.shipmentsState.run(
      () => this.api.orders.allExpress(),
      (shipments) => {
        this.shipments = shipments
      },
    )
  }
}
