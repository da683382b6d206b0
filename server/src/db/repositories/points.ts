import type { Kysely, Selectable } from 'kysely'
import type { Database, PointsLedgerTable } from '../schema'

export type PointsLine = Selectable<PointsLedgerTable>

/**
 * Writes a ledger line unless the learner already has one for the same ref; the new line's id,
 * or null when this award was given before. Its balance is set once the balance is moved.
 */
export async function insertLedgerLine(
  db: Kysely<Database>,
  line: Pick<PointsLine, 'user_id' | 'kind' | 'ref' | 'reason' | 'amount' | 'created_at'>,
): Promise<number | null> {
  const row = await db
    .insertInto('points_ledger')
    .values({ ...line, balance: 0 })
    .onConflict((oc) => oc.columns(['user_id', 'ref']).doNothing())
    .returning('id')
    .executeTakeFirst()
  return row ? Number(row.id) : null
}

/** Adds to the learner's balance in one statement (no read first) and answers the new one. */
export async function addToBalance(
  db: Kysely<Database>,
  userId: number,
  amount: number,
): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ points: eb('points', '+', amount) }))
    .where('id', '=', userId)
    .returning('points')
    .executeTakeFirstOrThrow()
  return Number(row.points)
}

export async function setLineBalance(
  db: Kysely<Database>,
  lineId: number,
  balance: number,
): Promise<void> {
  await db.updateTable('points_ledger').set({ balance }).where('id', '=', lineId).execute()
}

/** The learner's balance (0 for a user that does not exist). */
export async function balanceOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('points')
    .where('id', '=', userId)
    .executeTakeFirst()
  return Number(row?.points ?? 0)
}

/** A page of the learner's ledger, newest line first (the order they were written in). */
export async function ledgerPage(
  db: Kysely<Database>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ rows: PointsLine[]; total: number }> {
  const base = db.selectFrom('points_ledger').where('user_id', '=', userId)
  const [rows, total] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.n) }
}
