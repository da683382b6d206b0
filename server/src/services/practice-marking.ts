import type { Kysely } from 'kysely'
import type { AnswerPayload, AttemptReport, OpenAttempt } from '@common/contracts/practice'
import {
  attemptAnswers,
  deleteAttemptAnswer,
  expiredOpenAttempts,
  findAttempt,
  findAttemptAnswer,
  openAttempts,
  setPosition,
  setSelfMarks,
  updateReport,
  type AttemptRow,
} from '../db/repositories/attempts'
import type { PointsRules } from '../config'
import { lockKey } from '../db/locks'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { chinaTime, type Instant } from '../time'
import { answerable, loadAttemptQuestions } from './practice-questions'
import { answerOrder, composeReport, keptReport, ownAttempt, submitAttempt } from './practice'
import type { AnswerSending } from './practice'
import { FAILURES } from '@server/failures'

/** 自评 marks go in half marks, as the exams' marking schemes do. */
const MARK_STEP = 50

/**
 * 自评: the learner marks their written answer against the model answer after submitting;
 * the kept report follows; its rank, and the score that ranks it among others, stay the
 * server's of the submission.
 */
export async function markAnswer(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  questionId: number,
  earned: number,
): Promise<AttemptReport> {
  await ownAttempt(db, userId, attemptId)
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `attempt:${attemptId}`)
    const attempt = (await findAttempt(trx, attemptId)) as AttemptRow
    if (attempt.report === null || attempt.submitted_at === null) {
      throw new ApiFailure(409, '交卷后才能自评')
    }
    const unit = answerable(await loadAttemptQuestions(trx, attemptId)).find(
      (question) => question.id === questionId,
    )
    if (!unit) throw FAILURES.questionNotInPaper()
    if (unit.kind !== 'text') throw new ApiFailure(400, '只有文字作答的题目需要自评')
    const answer = (await attemptAnswers(trx, attemptId)).find(
      (row) => Number(row.question_id) === questionId,
    )
    if (!answer) throw new ApiFailure(400, '未作答的题目不能自评')
    const marks = Math.round(earned * 100)
    // Full marks always go: a practice set's written part may be worth less than a step.
    const stepped = marks % MARK_STEP === 0 || marks === unit.score
    if (Math.abs(marks - earned * 100) > 1e-6 || !stepped) {
      throw new ApiFailure(400, '自评分数以0.5分为单位')
    }
    if (marks < 0 || marks > unit.score) {
      throw new ApiFailure(400, `自评分数应在0到${unit.score / 100}分之间`)
    }
    await setSelfMarks(trx, attemptId, questionId, marks)
    const kept = keptReport(attempt.report)
    const { report } = await composeReport(trx, attempt, Number(attempt.submitted_at), {
      beatPercent: kept.beatPercent,
      mostMissed: kept.mostMissed,
    })
    // The rank of others stays by the server's marking: a learner's own marks are theirs.
    await updateReport(trx, attemptId, JSON.stringify(report))
    return report
  })
}

/** The learner's attempts at a paper not yet submitted, for 继续答题. */
export async function openAttemptsAt(
  db: Kysely<Database>,
  userId: number,
  paperId: number,
  points: PointsRules,
  now: Instant,
): Promise<OpenAttempt[]> {
  // An exam whose time ran out while no one looked is submitted as it stood, at its end.
  for (const attemptId of await expiredOpenAttempts(db, userId, paperId, now)) {
    await submitAttempt(db, userId, attemptId, points, now)
  }
  const rows = await openAttempts(db, userId, paperId, now)
  return rows.map((row) => ({
    attemptId: Number(row.id),
    mode: row.mode,
    startedAt: chinaTime(Number(row.started_at)),
    secondsLeft:
      row.ends_at === null ? null : Math.max(0, Math.floor((Number(row.ends_at) - now) / 1000)),
    answered: Number(row.answered),
    position: Number(row.position),
  }))
}

/** An attempt the learner may still change: theirs, not submitted, its time not up. */
async function changeable<T>(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  now: Instant,
  change: (trx: Kysely<Database>, attempt: AttemptRow) => Promise<T>,
): Promise<T> {
  await ownAttempt(db, userId, attemptId)
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, `attempt:${attemptId}`)
    const attempt = (await findAttempt(trx, attemptId)) as AttemptRow
    if (attempt.submitted_at !== null) throw FAILURES.attemptSubmitted()
    if (attempt.ends_at !== null && now >= Number(attempt.ends_at)) {
      throw FAILURES.examTimeUp()
    }
    return change(trx, attempt)
  })
}

/**
 * Clears an answer (exam mode: the learner takes a choice back and leaves the question
 * unanswered). Practice mode keeps what was answered: its answer was already shown.
 */
export async function clearAnswer(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  questionId: number,
  sending: AnswerSending,
  now: Instant,
): Promise<{ questionId: number; newer?: AnswerPayload }> {
  return changeable(db, userId, attemptId, now, async (trx, attempt) => {
    if (attempt.mode !== 'exam') throw new ApiFailure(409, '练习模式的答案已判定，不能清除')
    const before = await findAttemptAnswer(trx, attemptId, questionId)
    // An answer given on another device after this clear stays, as a later answer would.
    if (before && answerOrder(attempt, before, sending, now).stale) {
      return { questionId, newer: JSON.parse(before.answer) as AnswerPayload }
    }
    await deleteAttemptAnswer(trx, attemptId, questionId)
    return { questionId }
  })
}

/** The question the learner is at, so that any device resumes there. */
export async function movePosition(
  db: Kysely<Database>,
  userId: number,
  attemptId: number,
  position: number,
  now: Instant,
): Promise<void> {
  await changeable(db, userId, attemptId, now, async (trx) => {
    const units = answerable(await loadAttemptQuestions(trx, attemptId))
    if (position >= units.length) throw new ApiFailure(400, '没有这道题')
    await setPosition(trx, attemptId, position)
  })
}
