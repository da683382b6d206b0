import type { FastifyInstance } from 'fastify'

/** The learner's ledger lines in the order they were written, straight from the database. */
export function ledgerOf(app: FastifyInstance, userId: number) {
  return app.db
    .selectFrom('points_ledger')
    .select(['id', 'kind', 'ref', 'reason', 'amount', 'balance'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
}

/** The learner's balance as the users row keeps it. */
export async function storedBalance(app: FastifyInstance, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom('users')
    .select('points')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow()
  return Number(row.points)
}

/**
 * The ledger's promise: the stored balance is the sum of the lines, and each line's balance
 * the sum of the lines up to it. Answers the lines for further checks.
 */
export async function expectConsistentLedger(app: FastifyInstance, userId: number) {
  const lines = await ledgerOf(app, userId)
  let sum = 0
  const runningSums = lines.map((line) => (sum += Number(line.amount)))
  expect(lines.map((line) => Number(line.balance))).toEqual(runningSums)
  expect(await storedBalance(app, userId)).toBe(sum)
  return lines
}
