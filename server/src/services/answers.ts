import type { Kysely } from 'kysely'
import { findChoiceUnit, recordAnswer } from '../db/repositories/answers'
import type { Database } from '../db/schema'
import { ApiFailure } from '../errors'
import { FAILURES } from '@server/failures'

/**
 * Records a learner's answer to a choice question (option ids, in any order) and returns
 * whether it was right: exactly the right options. One transaction, so the log and the
 * progress row never disagree.
 */
export async function answerChoice(
  db: Kysely<Database>,
  answer: { userId: number; questionId: number; optionIds: number[]; paperId?: number | null },
  now: number,
): Promise<boolean> {
  const question = await findChoiceUnit(db, answer.questionId)
  if (!question) throw FAILURES.questionNotFound()
  const chosen = new Set(answer.optionIds)
  const known = new Set(question.options.map((option) => option.id))
  if (chosen.size === 0 || [...chosen].some((id) => !known.has(id))) {
    throw new ApiFailure(400, '所选答案不属于该题')
  }
  const correct = question.options.every((option) => option.correct === chosen.has(option.id))
  await db.transaction().execute((trx) =>
    recordAnswer(trx, {
      userId: answer.userId,
      questionId: question.id,
      subjectId: question.subjectId,
      paperId: answer.paperId ?? null,
      answer: [...chosen].sort((a, b) => a - b).join(','),
      correct,
      answeredAt: now,
    }),
  )
  return correct
}
