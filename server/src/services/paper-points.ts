import type { Kysely } from 'kysely'
import type { PointsRules } from '../config'
import { findPaper } from '../db/repositories/bank'
import { ownerOf } from '../db/repositories/own-sets'
import type { Database } from '../db/schema'
import type { Instant } from '../time'
import { awardPoints } from './points'
import { leastShare, reachesShare } from './shares'

/**
 * The share of a paper's questions answered at hand-in for the paper to count as done: its
 * points, and a place among the attempts others are ranked against.
 */
export const PAPER_POINTS_MIN_ANSWERED = 0.6

/** Whether an attempt answered enough of the paper's questions to count as done. */
export function answeredEnough(answered: number, questions: number): boolean {
  return reachesShare(answered, questions, PAPER_POINTS_MIN_ANSWERED)
}

/** The fewest answers that make an attempt at a paper of this many questions count. */
export function leastAnswers(questions: number): number {
  return leastShare(questions, PAPER_POINTS_MIN_ANSWERED)
}

/**
 * A paper handed in: its points, once per paper and learner, inside the hand-in's transaction,
 * when enough of its questions were answered (an empty hand-in is no work done). A learner's
 * own practice set gives none: anyone could make sets without end.
 */
export async function awardPaperPoints(
  trx: Kysely<Database>,
  userId: number,
  attempt: { paperId: number; answered: number; questions: number },
  rules: PointsRules,
  now: Instant,
): Promise<void> {
  if (!answeredEnough(attempt.answered, attempt.questions)) return
  if ((await ownerOf(trx, attempt.paperId)) !== undefined) return
  const paper = await findPaper(trx, attempt.paperId)
  if (!paper) return
  await awardPoints(
    trx,
    {
      userId,
      kind: 'paper',
      ref: `paper:${attempt.paperId}`,
      reason: `完成试卷：${paper.title}`,
      amount: rules.paper,
    },
    now,
  )
}
