import type { PracticeQuestion } from '@common/contracts/practice'
import { enrolLearner, newLearner } from './learners'
import type { TestServer } from './test-server'

type Json = Record<string, unknown>
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read results of any shape
type AnyResult = any

/** The questions a learner answers: choices, sub-questions, parts. */
export const unitsOf = (questions: PracticeQuestion[]) =>
  questions.flatMap((q) => (q.children.length > 0 ? q.children : [q]))

export async function call(
  server: TestServer,
  method: string,
  url: string,
  cookie: string,
  payload?: Json,
) {
  const response = await server.inject({
    method: method as 'GET',
    url,
    headers: { cookie },
    ...(payload ? { payload } : {}),
  })
  return {
    status: response.statusCode,
    ...(response.json() as { code: number; message: string; result: AnyResult }),
  }
}

/** A buyer of a subject, logged in. */
export async function buyer(server: TestServer, subjectId: number) {
  const learner = await newLearner(server.app)
  await enrolLearner(server.app, {
    userId: learner.userId,
    kind: 'subject',
    refId: subjectId,
    expiresInDays: 30,
  })
  return learner
}

/** The right option ids of every choice unit, read from the database (never from the attempt). */
export async function rightOptions(server: TestServer, ids: number[]) {
  const right = new Map<number, number[]>()
  const wrong = new Map<number, number[]>()
  if (ids.length === 0) return { right, wrong }
  const rows = await server.app.db
    .selectFrom('question_options')
    .select(['id', 'question_id', 'correct'])
    .where('question_id', 'in', ids)
    .execute()
  for (const row of rows) {
    const target = Number(row.correct) === 1 ? right : wrong
    target.set(Number(row.question_id), [
      ...(target.get(Number(row.question_id)) ?? []),
      Number(row.id),
    ])
  }
  return { right, wrong }
}

/** An answer the unit takes, right or not: its first option, a number, or one 分录 line. */
function anyAnswer(unit: PracticeQuestion): Json {
  if (unit.options.length > 0) return { optionIds: [unit.options[0].id] }
  if (unit.type === 'entry') return { entries: [{ side: '借', account: '银行存款', amount: 1 }] }
  return { text: '1' }
}

/** Answers the first `count` questions of a started attempt, with anything they take. */
export async function answerFirst(
  server: TestServer,
  cookie: string,
  attempt: { attemptId: number; questions: PracticeQuestion[] },
  count: number,
): Promise<void> {
  for (const unit of unitsOf(attempt.questions).slice(0, count)) {
    const url = `/api/practice/attempts/${attempt.attemptId}/answers/${unit.id}`
    expect((await call(server, 'PUT', url, cookie, anyAnswer(unit))).code).toBe(200)
  }
}
