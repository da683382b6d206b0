import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { createSession } from '../../server/src/db/repositories/sessions'
import { createUser } from '../../server/src/db/repositories/users'
import { chinaTime } from '../../server/src/time'
import { postForm } from './accounts-helpers'

let counter = 0

/** A new learner with a session: the user id and the Cookie header that logs in as them. */
export async function newLearner(
  app: FastifyInstance,
  nickname = '测试学员',
): Promise<{ userId: number; cookie: string }> {
  counter += 1
  const userId = await createUser(app.db, {
    mobile: `1371${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(4, '0')}`,
    nickname,
  })
  return { userId, cookie: `sid=${await createSession(app.db, userId, 3_600_000)}` }
}

/** Writes an enrolment as the order flow will: pending unless activation dates are given. */
export async function insertEnrolment(
  app: FastifyInstance,
  enrolment: {
    userId: number
    kind: 'course' | 'classroom'
    refId: number
    source?: 'purchase' | 'free' | 'classroom'
    activatedAt?: string | null
    expireAt?: string | null
  },
): Promise<void> {
  await app.db
    .insertInto('enrolments')
    .values({
      user_id: enrolment.userId,
      kind: enrolment.kind,
      ref_id: enrolment.refId,
      source: enrolment.source ?? 'purchase',
      created_at: chinaTime(new Date()),
      activated_at: enrolment.activatedAt ?? null,
      expire_at: enrolment.expireAt ?? null,
    })
    .execute()
}

/** China date-time `days` from now (negative: in the past). */
export function daysFromNow(days: number): string {
  return chinaTime(new Date(Date.now() + days * 86_400_000))
}

/** A GET as a visitor or with a session cookie, answered as JSON. */
export async function getJson(app: FastifyInstance, url: string, cookie?: string) {
  const response = await app.inject({ url, headers: cookie ? { cookie } : {} })
  return { status: response.statusCode, ...response.json() }
}

/** A form-encoded POST as a visitor or with a session cookie, answered as JSON. */
export async function postJson(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  cookie?: string,
) {
  const body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]))
  const response: LightMyRequestResponse = await postForm(app, url, body, cookie ? { cookie } : {})
  return { status: response.statusCode, ...response.json() }
}

/** The lessons of a course as the list shows them (chapters left out). */
export async function lessonsOf(app: FastifyInstance, courseId: number) {
  const { result } = await getJson(app, `/knew/pc/course/lessons/courseId/${courseId}`)
  return (result as { id: number; type: string; free: number; status: string }[]).filter(
    (item) => item.type === 'lesson',
  )
}
