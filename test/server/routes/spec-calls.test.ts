import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { newLearner } from '@test/server/support/learners'
import { type SpecCall, type SpecIds, specCalls } from '@test/server/support/spec-calls'
import { describeServer } from '@test/server/support/test-server'

/** Ids of the seeded catalogue, course and bank, for the spec's {id} placeholders. */
async function seededIds(app: FastifyInstance): Promise<SpecIds> {
  const first = async (table: 'courses' | 'course_categories' | 'classrooms' | 'lives') =>
    (await app.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id
  const lesson = await app.db
    .selectFrom('lessons')
    .select(['id', 'course_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const subject = await app.db
    .selectFrom('bank_subjects')
    .select(['id', 'exam_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const paper = await app.db
    .selectFrom('papers')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const question = await app.db
    .selectFrom('questions')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const point = await app.db
    .selectFrom('knowledge_points')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const organisation = await app.db
    .selectFrom('organisations')
    .select('train_code')
    .executeTakeFirstOrThrow()
  return {
    course: await first('courses'),
    category: await first('course_categories'),
    classroom: await first('classrooms'),
    live: await first('lives'),
    lesson: lesson.id,
    lessonCourse: lesson.course_id,
    subject: subject.id,
    exam: subject.exam_id,
    paper: paper.id,
    question: question.id,
    point: point.id,
    trainCode: organisation.train_code,
  }
}

/** What is wrong with the answer to a call: nothing (null) when it keeps the rules. */
function problemOf(
  call: SpecCall,
  response: LightMyRequestResponse,
  learner: boolean,
): string | null {
  const status = response.statusCode
  const body = response.json<{ code?: unknown; message?: unknown; result?: unknown }>()
  const said = `${status} ${response.body.slice(0, 100)}`
  if (status >= 500) return `a 5xx: ${said}`
  if (body.code !== status || typeof body.message !== 'string' || body.result === undefined) {
    return `outside the envelope: ${said}`
  }
  if (body.message.includes('应为整数')) return `应为整数: ${said}`
  if (call.status && status !== call.status) return `not ${call.status}: ${said}`
  if (call.missing && (status !== 400 || body.message !== `缺少参数：${call.missing}`)) {
    return `not 400 缺少参数：${call.missing}: ${said}`
  }
  if (call.defaults && learner && status !== 200) return `not 200: ${said}`
  return null
}

let address = 0

describeServer('the calls of spec §7, as the spec writes them', (server) => {
  it('answers each in the envelope, without 5xx or 应为整数, and names a missing value', async () => {
    const calls = specCalls(await seededIds(server.app))
    const problems: string[] = []
    for (const call of calls) {
      // A learner of its own per call, as one call logs out.
      const { cookie } = await newLearner(server.app)
      for (const [who, session] of [
        ['visitor', undefined],
        ['learner', cookie],
      ] as const) {
        address += 1
        const response = await server.inject({
          method: call.method,
          url: call.url,
          // Another address per request, so per-IP limits of the login calls stay out of the way.
          remoteAddress: `10.9.${address >> 8}.${address & 255}`,
          headers: {
            'x-requested-with': 'XMLHttpRequest',
            ...(call.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(session ? { cookie: session } : {}),
          },
          payload: call.form,
        })
        const problem = problemOf(call, response, who === 'learner')
        if (problem) problems.push(`${call.method} ${call.url} (${who}): ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })
})
