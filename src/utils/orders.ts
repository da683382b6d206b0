import type { OrderInfo } from '@common/contracts/orders'

/** Where a paid order's 去学习 goes: the course, the class room, the bank; a book: nowhere. */
export function studyTarget(
  order: Pick<OrderInfo, 'type' | 'refId' | 'ships'>,
): { route: 'courseInfo' | 'class' | 'test'; params: Record<string, number> } | null {
  if (order.type === 'course') return { route: 'courseInfo', params: { courseId: order.refId } }
  if (order.type === 'classroom') return { route: 'class', params: { classId: order.refId } }
  if (!order.ships) return { route: 'test', params: {} }
  return null
}

/**
 * JSAPI parameters of the development provider (PAY_PROVIDER=dev; the mini-program gets them):
 * wx.requestPayment would refuse them, so the app confirms with the dev cashier's own call.
 */
export function isDevPayment(params: Record<string, string>): boolean {
  return (params.package ?? '').startsWith('prepay_id=dev')
}
