import { randomBytes } from 'node:crypto'
import { chinaTime, type Instant } from './time'

/**
 * An order number: the China date, then 20 random hex digits (80 bits): unique in practice and
 * not to be guessed from another one; the orders table's unique constraint catches the rest.
 */
export function newOrderNo(now: Instant): string {
  return `${chinaTime(now).slice(0, 10).replace(/-/g, '')}${randomBytes(10).toString('hex')}`
}
