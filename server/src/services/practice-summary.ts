import type { Kysely } from 'kysely'
import type { AttemptSummary } from '@common/contracts/practice'
import { findAttempt } from '../db/repositories/attempts'
import { findPaper } from '../db/repositories/bank'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { keptReport } from './practice'

/**
 * A submitted attempt's score as its shared report shows it to anyone (the share card's link
 * opens the report page for the friend who taps it): the score, pass, time and rank, never the
 * questions, the answers or who took it. Attempts not handed in are not found, so an id tells
 * nothing about work in progress.
 */
export async function attemptSummary(
  db: Kysely<Database>,
  userId: number | null,
  attemptId: number,
): Promise<AttemptSummary> {
  const attempt = await findAttempt(db, attemptId)
  if (!attempt || attempt.report === null) throw new ApiFailure(404, '成绩报告不存在')
  const report = keptReport(attempt.report)
  const paper = await findPaper(db, Number(attempt.paper_id))
  return {
    attemptId,
    paperId: report.paperId,
    paperTitle: paper?.title ?? '',
    subjectId: Number(attempt.subject_id),
    score: report.score,
    totalScore: report.totalScore,
    passScore: report.passScore,
    passed: report.passed,
    usedSeconds: report.usedSeconds,
    beatPercent: report.beatPercent,
    ranked: report.ranked,
    mine: userId !== null && Number(attempt.user_id) === userId,
  }
}
