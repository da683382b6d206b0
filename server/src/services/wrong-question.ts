import type { Kysely } from 'kysely'
import type { AnswerPayload, WrongQuestion } from '@common/contracts/practice'
import { FAILURES } from '@server/failures'
import { optionRows } from '../db/repositories/attempts'
import { latestAnswerRow, wrongQuestionRow } from '../db/repositories/own-lists'
import type { Database } from '../db/schema'
import { wrongExitOf } from './bank'
import { modelOf } from './practice-questions'

/**
 * An answer of the log: JSON as an attempt keeps it, or the option ids joined by commas as
 * the desktop bank's answers are logged.
 */
function parseLogged(stored: string): AnswerPayload {
  if (stored.startsWith('{')) return JSON.parse(stored) as AnswerPayload
  return { optionIds: stored.split(',').map(Number).filter(Number.isInteger) }
}

/** What an answer said, as the review shows it. */
function givenText(answer: AnswerPayload): string {
  if (answer.entries && answer.entries.length > 0) return JSON.stringify(answer.entries)
  return answer.text ?? ''
}

/**
 * A question the learner got wrong, for them to review: its right answer and 解析 beside their
 * latest answer. Only a question they have answered is theirs to review.
 */
export async function wrongQuestion(
  db: Kysely<Database>,
  userId: number,
  questionId: number,
): Promise<WrongQuestion> {
  const row = await wrongQuestionRow(db, userId, questionId)
  if (!row) throw FAILURES.questionNotFound()
  const [options, latest, wrongExit] = await Promise.all([
    optionRows(db, [questionId]),
    latestAnswerRow(db, userId, questionId),
    wrongExitOf(db, userId),
  ])
  const answer = latest ? parseLogged(latest.answer) : {}
  const { model, unit } = modelOf(row)
  return {
    question: {
      id: Number(row.id),
      type: row.kind,
      stem: row.stem,
      options: options.map((option) => ({ id: Number(option.id), text: option.content })),
      score: Number(row.marks) / 100,
      chapterId: Number(row.chapter_id),
      title: row.title,
      unit,
      correctOptionIds: options
        .filter((option) => Number(option.correct) === 1)
        .map((option) => Number(option.id)),
      analysis: row.analysis,
      modelAnswer: model,
      children: [],
    },
    material: row.parent_stem ?? '',
    chapterTitle: row.chapter_title,
    yourOptionIds: answer.optionIds ?? [],
    yourText: givenText(answer),
    wrongCount: Number(row.wrong_count),
    streak: Number(row.streak),
    wrongExit,
  }
}
