import type { Kysely } from 'kysely'
import { connect } from '@server/db/connect'
import { enrol, validityDaysOf } from '@server/db/repositories/enrolments'
import { findLesson, markStudied } from '@server/db/repositories/lessons'
import { createSession, deleteSessionsOfUser } from '@server/db/repositories/sessions'
import { createUser } from '@server/db/repositories/users'
import type { Database } from '@server/db/schema'
import { subjectsNamed } from '@server/db/repositories/bank'
import { recordShipment } from '@server/db/repositories/orders'
import { consentsOf } from '@server/db/repositories/consents'
import { answerChoice } from '@server/services/answers'

/** A session lasts an hour: longer than any test. */
const SESSION_MS = 60 * 60 * 1000

/** The server allows one SMS send per number per 120 s; ten minutes back is well past it. */
const PAST_RESEND_WAIT_MS = 10 * 60 * 1000

/** A learner written into the database, with the session id their cookie carries. */
export interface Learner {
  userId: number
  mobile: string
  nickname: string
  sessionId: string
}

/**
 * The database of the server under test, written through the server's own repositories as
 * the features that are not built yet (orders, the study record of a lesson) will write it.
 */
export class TestDatabase {
  private readonly db: Kysely<Database>

  constructor(sqliteFile: string) {
    this.db = connect({ sqliteFile }).db
  }

  /**
   * A new learner with a live session and a mobile number of their own: a random one, drawn
   * again if taken (two browsers creating learners in the same millisecond once drew the same
   * number from the clock).
   */
  async createLearner(nickname: string): Promise<Learner> {
    for (let tries = 1; ; tries += 1) {
      const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`
      try {
        const userId = await createUser(this.db, { mobile, nickname }, new Date())
        const sessionId = await createSession(this.db, userId, SESSION_MS, new Date())
        return { userId, mobile, nickname, sessionId }
      } catch (error) {
        if (tries >= 5 || !/UNIQUE constraint failed: users\.mobile/.test(String(error)))
          throw error
      }
    }
  }

  /** The openid 网页授权 kept on a session of the learner with this number (null before it). */
  async openidOf(mobile: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.wechat_openid')
      .where('users.mobile', '=', mobile)
      .where('sessions.wechat_openid', 'is not', null)
      .executeTakeFirst()
    return row?.wechat_openid ?? null
  }

  /** The 用户协议/隐私政策 versions the learner with this number agreed to, newest first. */
  async consentsOf(mobile: string): Promise<{ version: string; agreedAt: number }[]> {
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirst()
    if (!user) return []
    return (await consentsOf(this.db, Number(user.id))).map(({ version, agreedAt }) => ({
      version,
      agreedAt,
    }))
  }

  /** Ends every session of a learner on the server, as a logout elsewhere or a reset does. */
  async endSessionsOf(userId: number): Promise<void> {
    await deleteSessionsOfUser(this.db, userId)
  }

  /**
   * Makes a lesson the learner's last study of its course, as playing it does; returns the
   * lesson's title, which the continue-learning alert shows.
   */
  async recordStudy(userId: number, lessonId: number): Promise<string> {
    const lesson = await findLesson(this.db, lessonId)
    if (!lesson) throw new Error(`the seed has no lesson ${lessonId}`)
    await markStudied(this.db, userId, lesson, new Date())
    return lesson.title
  }

  /** A purchase of a course or class room: activated for its validity, or waiting for it. */
  async enrol(
    userId: number,
    kind: 'course' | 'classroom',
    refId: number,
    { activated }: { activated: boolean },
  ): Promise<void> {
    const validityDays = await validityDaysOf(this.db, kind, refId)
    if (validityDays === null) throw new Error(`the seed has no ${kind} ${refId}`)
    await enrol(
      this.db,
      { userId, kind, refId, source: 'purchase' },
      activated ? { validityDays } : null,
      Date.now(),
    )
  }

  /** When the learner's purchase of a course was activated (null: waiting for activation). */
  async activatedAt(userId: number, courseId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('enrolments')
      .select('activated_at')
      .where('user_id', '=', userId)
      .where('kind', '=', 'course')
      .where('ref_id', '=', courseId)
      .executeTakeFirstOrThrow()
    return row.activated_at === null ? null : Number(row.activated_at)
  }

  /**
   * Moves a number's SMS sends back past the resend wait, as if ten minutes had passed. No
   * repository moves time: only a test does, so this one statement is written here.
   */
  async skipResendWait(mobile: string): Promise<void> {
    await this.db
      .updateTable('sms_codes')
      .set({ created_at: Date.now() - PAST_RESEND_WAIT_MS })
      .where('mobile', '=', mobile)
      .execute()
  }

  async close(): Promise<void> {
    await this.db.destroy()
  }

  /** The bank of a subject bought and activated for a year, as a paid order will give it. */
  async enrolSubject(userId: number, subjectId: number): Promise<void> {
    await enrol(
      this.db,
      { userId, kind: 'subject', refId: subjectId, source: 'purchase' },
      {
        validityDays: 365,
      },
      Date.now(),
    )
  }

  /** A seeded bank subject of the newest (or an earlier) exam year. */
  async bankSubject(
    examId: number,
    name: string,
    yearsBack = 0,
  ): Promise<{ id: number; year: number; examDate: number; questionCount: number }> {
    const rows = await subjectsNamed(this.db, examId, name)
    const row = rows[yearsBack]
    if (!row) throw new Error(`the seed has no bank subject ${name}`)
    return {
      id: Number(row.id),
      year: Number(row.year),
      examDate: Number(row.exam_date),
      questionCount: Number(row.question_count),
    }
  }

  /**
   * The learner answers the first choice questions of a subject as practice will record
   * them: right where `rights[i]` is true.
   */
  async answerQuestions(userId: number, subjectId: number, rights: boolean[]): Promise<void> {
    const questions = await this.db
      .selectFrom('questions')
      .select('id')
      .where('subject_id', '=', subjectId)
      .where('parent_id', 'is', null)
      .where('kind', 'in', ['single', 'judge'])
      .orderBy('sort')
      .limit(rights.length)
      .execute()
    for (const [index, right] of rights.entries()) {
      const questionId = Number(questions[index].id)
      const options = await this.db
        .selectFrom('question_options')
        .select(['id', 'correct'])
        .where('question_id', '=', questionId)
        .execute()
      const chosen = options.find((option) => (Number(option.correct) === 1) === right)
      await answerChoice(
        this.db,
        { userId, questionId, optionIds: [Number(chosen?.id)] },
        Date.now(),
      )
    }
  }

  /** The first paper of a kind of a subject. */
  async paperOf(subjectId: number, kind: string): Promise<{ id: number; title: string }> {
    const row = await this.db
      .selectFrom('papers')
      .select(['id', 'title'])
      .where('subject_id', '=', subjectId)
      .where('kind', '=', kind as never)
      .orderBy('sort')
      .executeTakeFirstOrThrow()
    return { id: Number(row.id), title: row.title }
  }

  /** Whether an option is a right answer of its question. */
  async isRightOption(optionId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('question_options')
      .select('correct')
      .where('id', '=', optionId)
      .executeTakeFirstOrThrow()
    return Number(row.correct) === 1
  }

  /** The right option ids of each question, read from the bank (never from an attempt). */
  async rightOptionsOf(questionIds: number[]): Promise<Map<number, number[]>> {
    const rows = await this.db
      .selectFrom('question_options')
      .select(['id', 'question_id'])
      .where('question_id', 'in', questionIds)
      .where('correct', '=', 1)
      .execute()
    const right = new Map<number, number[]>()
    for (const row of rows) {
      const id = Number(row.question_id)
      right.set(id, [...(right.get(id) ?? []), Number(row.id)])
    }
    return right
  }

  /** Ships a learner's order, as the school's operator would, with its first tracking steps. */
  async ship(orderNo: string, steps: string[]): Promise<void> {
    const order = await this.db
      .selectFrom('orders')
      .select('id')
      .where('order_no', '=', orderNo)
      .executeTakeFirstOrThrow()
    const now = Date.now()
    await recordShipment(this.db, {
      orderId: Number(order.id),
      carrier: '中通快递',
      trackingNo: '78312456098299',
      delivered: false,
      shippedAt: now,
      steps: steps.map((description, index) => ({ at: now + index * 60_000, description })),
    })
  }

  /** The mistakes a learner reported (纠错), oldest first. */
  async correctionsOf(userId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('question_corrections')
      .select('content')
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute()
    return rows.map((row) => row.content)
  }
}
