import type { OrderInfo } from '@common/contracts/orders'
import { useEffect, useMemo, useState } from 'react'

/**
 * The seconds an unpaid order has left to be paid, counted down each second from the
 * `secondsLeft` of the copy the server sent (a newer copy starts a new count).
 */
export function useSecondsLeft(order: OrderInfo): number {
  const deadline = useMemo(() => Date.now() + order.secondsLeft * 1000, [order])
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (order.status !== 'unpaid' || order.secondsLeft <= 0) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= deadline) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline, order])
  if (order.status !== 'unpaid') return 0
  return Math.min(order.secondsLeft, Math.max(0, Math.ceil((deadline - now) / 1000)))
}
