import type { Kysely } from 'kysely'
import type { PointsEntry, PointsKind, PointsPage } from '@common/contracts/user-centre'
import { lockKey } from '../db/locks'
import {
  addToBalance,
  balanceOf,
  insertLedgerLine,
  ledgerPage,
  setLineBalance,
} from '../db/repositories/points'
import type { Database } from '../db/schema'
import { chinaTime, type Instant } from '../time'

/** spec: the points detail lists 10 lines a page. */
export const POINTS_PAGE_SIZE = 10

export interface Award {
  userId: number
  kind: PointsKind
  /** What the award is for, once per learner: signin:2026-11-23, lesson:12, order:… */
  ref: string
  reason: string
  amount: number
}

/**
 * Gives points once per learner and ref, inside the caller's transaction: the line is written
 * (or found there already), and only a new line moves the balance, by an update that adds
 * rather than one that writes a sum read before, so the balance is the ledger's sum however
 * many awards run at once. The amount given now: 0 when given before or when it is 0.
 */
export async function awardPoints(
  trx: Kysely<Database>,
  award: Award,
  now: Instant,
): Promise<number> {
  if (award.amount <= 0) return 0
  // Awards of one learner in turn: each line's balance is then the one after the line before.
  await lockKey(trx, `points:${award.userId}`)
  const lineId = await insertLedgerLine(trx, {
    user_id: award.userId,
    kind: award.kind,
    ref: award.ref,
    reason: award.reason,
    amount: award.amount,
    created_at: now,
  })
  if (lineId === null) return 0
  await setLineBalance(trx, lineId, await addToBalance(trx, award.userId, award.amount))
  return award.amount
}

/** GET /api/home/integraldetail/p/{page}: the learner's own ledger, newest line first. */
export async function pointsPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
): Promise<PointsPage> {
  const [{ rows, total }, balance] = await Promise.all([
    ledgerPage(db, userId, page, POINTS_PAGE_SIZE),
    balanceOf(db, userId),
  ])
  return {
    list: rows.map((row): PointsEntry => ({
      id: Number(row.id),
      kind: row.kind,
      reason: row.reason,
      amount: Number(row.amount),
      balance: Number(row.balance),
      at: chinaTime(Number(row.created_at)),
    })),
    totalCount: total,
    page,
    pageSize: POINTS_PAGE_SIZE,
    balance,
  }
}
