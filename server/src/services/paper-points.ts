import type { Kysely } from 'kysely'
import type { PointsRules } from '../config'
import { findPaper } from '../db/repositories/bank'
import { ownerOf } from '../db/repositories/own-sets'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { awardPoints } from './points'

/**
 * A paper handed in: its points, once per paper and learner, inside the hand-in's transaction.
 * A learner's own practice set gives none: anyone could make sets without end.
 */
export async function awardPaperPoints(
  trx: Kysely<Database>,
  userId: number,
  paperId: number,
  rules: PointsRules,
  now: Instant,
): Promise<void> {
  if ((await ownerOf(trx, paperId)) !== undefined) return
  const paper = await findPaper(trx, paperId)
  if (!paper) return
  await awardPoints(
    trx,
    {
      userId,
      kind: 'paper',
      ref: `paper:${paperId}`,
      reason: `完成试卷：${paper.title}`,
      amount: rules.paper,
    },
    now,
  )
}
